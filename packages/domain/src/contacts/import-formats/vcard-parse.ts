// The package ships no types; its declaration lives beside this file (a reference, so every program that includes this file has it).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./vcf.d.ts" />
import VCard from 'vcf';
import { prepareImportTable, type PreparedTable } from './prepare-table';

/** One card, reduced to what a contact can hold (plus what the wizard lists as ignored). */
export interface ParsedCard {
  fullName: string;
  givenName: string;
  familyName: string;
  emails: { type: string; value: string }[];
  phones: { type: string; value: string }[];
  addresses: { type: string; parts: string[] }[];
  birthday: string;
  notes: string;
  organization: string;
  title: string;
  categories: string;
  /** Threshold's own X-THRESHOLD-TYPES / X-THRESHOLD-STAGE, so its export imports back whole. */
  types: string;
  stage: string;
}

const QP_LINE = /;(?:ENCODING=)?QUOTED-PRINTABLE[;:]/i;

/** vCard 2.1 quoted-printable: join soft line breaks ("=" at the end of a line) before parsing. */
function joinSoftBreaks(text: string): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (QP_LINE.test(line))
      while (line.endsWith('=') && i + 1 < lines.length) line = line.slice(0, -1) + lines[++i]!.trimStart();
    out.push(line);
  }
  return out.join('\r\n');
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? /^[0-9A-F]{2}$/i.exec(value.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(value[i]!));
  }
  try {
    return new TextDecoder(charset || 'utf-8').decode(new Uint8Array(bytes));
  } catch {
    return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
  }
}

/** The parser splits components on every ";", so escaped ones are hidden from it and restored after. */
const ESCAPED_SEMICOLON = '\uE000';
const unescape = (v: string) =>
  v
    .replaceAll(ESCAPED_SEMICOLON, ';')
    .replace(/\\([nN,;\\])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v == null ? [] : [String(v)]);
const IGNORED_TYPES = new Set(['internet', 'pref', 'voice', 'x400', 'text']);

/** "work,pref" / PREF=1 → "* work" (Google's primary marker), the group's X-ABLabel winning. */
function typeOf(params: Record<string, unknown>, groupLabels: Map<string, string>): string {
  const types = asList(params.type).map((t) => t.toLowerCase());
  const primary = types.includes('pref') || params.pref === '1';
  const custom = typeof params.xLabel === 'string' ? params.xLabel.toLowerCase() : '';
  const label =
    custom ||
    (typeof params.group === 'string' && groupLabels.get(params.group)) ||
    types.find((t) => !IGNORED_TYPES.has(t)) ||
    '';
  return `${primary ? '* ' : ''}${label}`;
}

/** "19850314", "1985-03-14T00:00:00Z" → "1985-03-14"; dates without a year stay as written. */
function birthdayOf(value: string): string {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value.trim();
}

/** Every card of a .vcf file (versions 2.1, 3.0 and 4.0; folded lines; grouped `itemN.` properties). */
export function parseVcards(text: string): ParsedCard[] {
  const cards = VCard.parse(joinSoftBreaks(text.replace(/^\uFEFF/, '')).replaceAll('\\;', ESCAPED_SEMICOLON));
  return cards.map((card) => {
    const props = card.toJSON()[1].map(([jsonName, params, , raw]) => {
      const name = jsonName.replace(/-/g, '');
      const encoded = String(
        params.encoding ?? asList(params.type).find((t) => t === 'quoted-printable') ?? '',
      );
      const decode = (v: string) =>
        unescape(
          /quoted-printable/i.test(encoded) ? decodeQuotedPrintable(v, String(params.charset ?? '')) : v,
        );
      return {
        name: name.toLowerCase(),
        params,
        value: Array.isArray(raw) ? raw.map(decode) : [decode(raw)],
      };
    });
    const groupLabels = new Map(
      props
        .filter((p) => p.name === 'xablabel' && typeof p.params.group === 'string')
        .map((p) => [
          p.params.group as string,
          p.value
            .join(' ')
            .replace(/^_\$!<(.*)>!\$_$/, '$1')
            .toLowerCase(),
        ]),
    );
    const all = (name: string) => props.filter((p) => p.name === name);
    const first = (name: string) => all(name)[0]?.value ?? [];
    const n = first('n');
    return {
      fullName: first('fn').join(' ').trim(),
      familyName: (n[0] ?? '').trim(),
      givenName: [n[1], n[2]]
        .filter((s) => s?.trim())
        .join(' ')
        .trim(),
      emails: all('email').map((p) => ({
        type: typeOf(p.params, groupLabels),
        value: p.value.join(';').trim(),
      })),
      phones: all('tel').map((p) => ({
        type: typeOf(p.params, groupLabels),
        value: p.value.join(';').replace(/^tel:/i, '').trim(),
      })),
      addresses: all('adr').map((p) => ({
        type: typeOf(p.params, groupLabels),
        parts: p.value.map((s) => s.trim()),
      })),
      birthday: birthdayOf(first('bday').join('')),
      notes: all('note')
        .map((p) => p.value.join(';'))
        .join('\n'),
      organization: first('org').filter(Boolean).join(', '),
      title: first('title').join(' '),
      types: first('xthresholdtypes').join(',').replaceAll(',', '; '),
      stage: first('xthresholdstage').join(''),
      categories: all('categories')
        .flatMap((p) => p.value.join(',').split(','))
        .map((c) => c.trim())
        .filter(Boolean)
        .join('; '),
    };
  });
}

const ADR_COLUMNS = ['PO Box', 'Extended Address', 'Street', 'City', 'Region', 'Postal Code', 'Country'];

/** The cards as a table in Google's numbered layout, then prepared like any other file. */
export function vcardsToTable(text: string): PreparedTable {
  const cards = parseVcards(text);
  const most = (f: (c: ParsedCard) => unknown[]) => Math.max(0, ...cards.map((c) => f(c).length));
  const [emails, phones, addresses] = [
    most((c) => c.emails),
    most((c) => c.phones),
    most((c) => c.addresses),
  ];
  const numbered = (prefix: string, count: number, parts: string[]) =>
    Array.from({ length: count }, (_, i) => parts.map((p) => `${prefix} ${i + 1} - ${p}`)).flat();
  const header = [
    'Name',
    'Given Name',
    'Family Name',
    'Birthday',
    'Notes',
    'Organization',
    'Title',
    'Categories',
    'Type',
    'Stage',
    ...numbered('E-mail', emails, ['Type', 'Value']),
    ...numbered('Phone', phones, ['Type', 'Value']),
    ...numbered('Address', addresses, ['Type', ...ADR_COLUMNS]),
  ];
  const pad = <T>(list: T[], count: number, cells: (item: T | undefined) => string[]) =>
    Array.from({ length: count }, (_, i) => cells(list[i])).flat();
  const rows = cards.map((c) => [
    c.fullName,
    c.givenName,
    c.familyName,
    c.birthday,
    c.notes,
    c.organization,
    c.title,
    c.categories,
    c.types,
    c.stage,
    ...pad(c.emails, emails, (e) => [e?.type ?? '', e?.value ?? '']),
    ...pad(c.phones, phones, (p) => [p?.type ?? '', p?.value ?? '']),
    ...pad(c.addresses, addresses, (a) => [a?.type ?? '', ...ADR_COLUMNS.map((_, i) => a?.parts[i] ?? '')]),
  ]);
  return prepareImportTable(header, rows, 'vcard');
}

/** A file is a vCard file when it starts with BEGIN:VCARD (after blank lines / byte order mark). */
export const isVcardText = (text: string) => /^\uFEFF?\s*BEGIN:VCARD/i.test(text);
