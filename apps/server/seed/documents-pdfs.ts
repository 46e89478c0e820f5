import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { TemplateField } from '@threshold/domain/templates/template.contract';

/**
 * The demo's PDFs, made here with pdf-lib (nothing downloaded): blank forms for the templates, with
 * labelled lines whose positions are also the template fields (page fractions), and one filed
 * document whose bytes every seeded document reuses. Built once per process.
 */
export interface DemoForm {
  name: string;
  category: 'purchase_agreement' | 'listing_agreement' | 'lease' | 'disclosure';
  dealType: 'purchase' | 'sale' | 'lease' | null;
  bytes: Uint8Array;
  pages: { width: number; height: number }[];
  fields: TemplateField[];
}

type Line = [label: string, kind: TemplateField['kind'], mergeKey: string | null];

const FORMS: {
  name: string;
  category: DemoForm['category'];
  dealType: DemoForm['dealType'];
  pages: Line[][];
}[] = [
  {
    name: 'Residential purchase agreement',
    category: 'purchase_agreement',
    dealType: 'purchase',
    pages: [
      [
        ['Property', 'merge', 'property.address'],
        ['Buyer(s)', 'merge', 'parties.buyers'],
        ['Seller(s)', 'merge', 'parties.sellers'],
        ['Purchase price', 'merge', 'price.offer'],
        ['Earnest money', 'merge', 'price.earnest_money'],
        ['Closing date', 'merge', 'dates.closing'],
        ['Special terms', 'text', null],
        ['Inspection contingency', 'checkbox', null],
        ['Buyer initials', 'initials', null],
      ],
      [
        ['Buyer agent', 'merge', 'agent.name'],
        ['Brokerage', 'merge', 'brokerage.name'],
        ['Buyer signature', 'signature', null],
        ['Date signed', 'date', null],
        ['Seller signature', 'signature', null],
      ],
    ],
  },
  {
    name: 'Exclusive listing agreement',
    category: 'listing_agreement',
    dealType: 'sale',
    pages: [
      [
        ['Property', 'merge', 'property.address'],
        ['Seller(s)', 'merge', 'parties.sellers'],
        ['List price', 'merge', 'price.list'],
        ['MLS number', 'merge', 'property.mls_number'],
        ['Listing agent', 'merge', 'agent.name'],
        ['Listing term ends', 'date', null],
        ['Seller signature', 'signature', null],
      ],
    ],
  },
  {
    name: 'Residential lease',
    category: 'lease',
    dealType: 'lease',
    pages: [
      [
        ['Premises', 'merge', 'property.address'],
        ['Landlord(s)', 'merge', 'parties.landlords'],
        ['Tenant(s)', 'merge', 'parties.tenants'],
        ['Monthly rent', 'text', null],
        ['Lease start', 'date', null],
        ['Pets allowed', 'checkbox', null],
        ['Tenant signature', 'signature', null],
      ],
    ],
  },
  {
    name: 'Seller property disclosure',
    category: 'disclosure',
    dealType: null,
    pages: [
      [
        ['Property', 'merge', 'property.address'],
        ['Seller(s)', 'merge', 'parties.sellers'],
        ['Known defects', 'text', null],
        ['Roof replaced in the last 10 years', 'checkbox', null],
        ['Seller initials', 'initials', null],
        ['Today', 'merge', 'dates.today'],
      ],
    ],
  },
];

const PAGE = { width: 612, height: 792 };
const TOP = 150;
const ROW = 52;

async function buildForm(form: (typeof FORMS)[number]): Promise<DemoForm> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(form.name);
  pdf.setProducer('Threshold demo');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const fields: TemplateField[] = [];
  form.pages.forEach((lines, pageIndex) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.drawText(form.name.toUpperCase(), { x: 72, y: PAGE.height - 80, size: 16, font: bold });
    page.drawText(`Harborview Realty form · page ${pageIndex + 1} of ${form.pages.length}`, {
      x: 72,
      y: PAGE.height - 100,
      size: 9,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
    lines.forEach(([label, kind, mergeKey], i) => {
      const top = TOP + i * ROW;
      page.drawText(label, { x: 72, y: PAGE.height - top, size: 10, font: regular });
      const tall = kind === 'signature' ? 30 : 18;
      const width = kind === 'checkbox' ? 14 : kind === 'initials' ? 60 : 300;
      const boxTop = top + 6;
      if (kind === 'checkbox')
        page.drawRectangle({
          x: 240,
          y: PAGE.height - boxTop - 14,
          width: 14,
          height: 14,
          borderWidth: 0.8,
          borderColor: rgb(0, 0, 0),
        });
      else
        page.drawLine({
          start: { x: 240, y: PAGE.height - boxTop - tall },
          end: { x: 240 + width, y: PAGE.height - boxTop - tall },
          thickness: 0.6,
        });
      fields.push({
        id: `${kind}-${pageIndex + 1}-${i + 1}`,
        kind,
        page: pageIndex + 1,
        x: 240 / PAGE.width,
        y: (boxTop - (kind === 'checkbox' ? 0 : 2)) / PAGE.height,
        width: width / PAGE.width,
        height: (kind === 'checkbox' ? 14 : tall) / PAGE.height,
        label,
        required: kind === 'signature',
        merge_key: mergeKey as TemplateField['merge_key'],
      });
    });
  });
  return {
    name: form.name,
    category: form.category,
    dealType: form.dealType,
    bytes: await pdf.save(),
    pages: form.pages.map(() => PAGE),
    fields,
  };
}

async function buildFiledDocument() {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Demo document');
  pdf.setProducer('Threshold demo');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 2; n++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.drawText('Harborview Realty — demo document', { x: 72, y: 700, size: 16, font });
    page.drawText(`Page ${n} of 2. The demo reuses these bytes for every seeded document.`, {
      x: 72,
      y: 670,
      size: 10,
      font,
    });
  }
  return pdf.save();
}

let built: Promise<{ forms: DemoForm[]; filed: Uint8Array }> | null = null;

export function demoPdfs() {
  built ??= Promise.all([Promise.all(FORMS.map(buildForm)), buildFiledDocument()]).then(([forms, filed]) => ({
    forms,
    filed,
  }));
  return built;
}
