import type { TransactionSide, TransactionType } from './transaction-enums';

/**
 * Default compliance checklists, by transaction type and the side represented. New organizations
 * get these as their editable checklist templates; a deal's checklist is copied from its
 * organization's template when it is created. A dual deal gets both sides' items, once each.
 */
export interface ChecklistTemplateItem {
  key: string;
  title: string;
  required: boolean;
  requiresDocument: boolean;
  /** Only when the property was built before 1978, or its age is unknown (federal lead-based paint rule). */
  onlyIfBuiltBefore1978?: boolean;
}

export interface ChecklistTemplate {
  type: TransactionType;
  side: Exclude<TransactionSide, 'dual'>;
  name: string;
  items: ChecklistTemplateItem[];
}

const doc = (key: string, title: string, required = true): ChecklistTemplateItem => ({
  key,
  title,
  required,
  requiresDocument: true,
});
const task = (key: string, title: string, required = true): ChecklistTemplateItem => ({
  key,
  title,
  required,
  requiresDocument: false,
});
const leadPaint: ChecklistTemplateItem = {
  ...doc('lead_paint_disclosure', 'Lead-based paint disclosure'),
  onlyIfBuiltBefore1978: true,
};

const CONTRACT_TO_CLOSE = [
  doc('purchase_agreement', 'Fully executed purchase agreement'),
  doc('earnest_money_receipt', 'Earnest money receipt'),
  doc('inspection_response', 'Inspection response / repair addendum', false),
  doc('settlement_statement', 'Final settlement statement'),
];

export const DEFAULT_CHECKLIST_TEMPLATES: readonly ChecklistTemplate[] = [
  {
    type: 'purchase',
    side: 'buyer',
    name: 'Purchase — buyer side',
    items: [
      doc('buyer_representation', 'Buyer representation agreement'),
      doc('agency_disclosure', 'Agency disclosure'),
      doc('pre_approval', 'Pre-approval or proof of funds'),
      ...CONTRACT_TO_CLOSE,
      doc('inspection_report', 'Home inspection report', false),
      doc('appraisal_report', 'Appraisal report', false),
      doc('loan_commitment', 'Loan commitment letter', false),
      leadPaint,
      task('final_walkthrough', 'Final walk-through completed'),
    ],
  },
  {
    type: 'sale',
    side: 'seller',
    name: 'Listing — seller side',
    items: [
      doc('listing_agreement', 'Exclusive listing agreement'),
      doc('agency_disclosure', 'Agency disclosure'),
      doc('seller_disclosure', "Seller's property disclosure"),
      leadPaint,
      task('mls_input', 'MLS input sheet entered'),
      ...CONTRACT_TO_CLOSE,
      doc('commission_disbursement', 'Commission disbursement authorization'),
    ],
  },
  {
    type: 'lease',
    side: 'landlord',
    name: 'Lease — landlord side',
    items: [
      doc('lease_listing_agreement', 'Lease listing agreement'),
      doc('rental_application', 'Rental application'),
      doc('screening_report', 'Credit and background screening'),
      doc('lease_agreement', 'Signed lease agreement'),
      leadPaint,
      doc('security_deposit_receipt', 'Security deposit receipt'),
      doc('move_in_inspection', 'Move-in inspection report', false),
    ],
  },
  {
    type: 'lease',
    side: 'tenant',
    name: 'Lease — tenant side',
    items: [
      doc('tenant_representation', 'Tenant representation agreement'),
      doc('rental_application', 'Rental application'),
      doc('lease_agreement', 'Signed lease agreement'),
      leadPaint,
      doc('move_in_inspection', 'Move-in inspection report', false),
    ],
  },
  ...(['buyer', 'seller', 'landlord', 'tenant'] as const).map((side) => ({
    type: 'referral' as const,
    side,
    name: `Referral — ${side}`,
    items: [
      doc('referral_agreement', 'Signed referral agreement'),
      doc('referral_invoice', 'Referral fee invoice'),
      task('closing_confirmation', 'Closing confirmed by receiving agent'),
    ],
  })),
];

/** The single-party sides that make up `side` for a deal of `type` (dual → both parties). */
export function templateSides(
  type: TransactionType,
  side: TransactionSide,
): Exclude<TransactionSide, 'dual'>[] {
  if (side !== 'dual') return [side];
  if (type === 'lease') return ['landlord', 'tenant'];
  return ['seller', 'buyer'];
}

/** For dual deals the other side's template is keyed by its own type (a dual purchase includes the listing items). */
export function templateTypeFor(
  type: TransactionType,
  side: Exclude<TransactionSide, 'dual'>,
): TransactionType {
  if (type === 'purchase' && side === 'seller') return 'sale';
  if (type === 'sale' && side === 'buyer') return 'purchase';
  return type;
}

export interface ChecklistSelection {
  type: TransactionType;
  side: TransactionSide;
  yearBuilt?: number | null;
}

/**
 * Chooses and merges the checklist for a deal from the given templates (an organization's, or the
 * defaults): every constituent side's items in order, each key once, conditional items filtered.
 */
export function buildChecklist(
  deal: ChecklistSelection,
  templates: readonly ChecklistTemplate[] = DEFAULT_CHECKLIST_TEMPLATES,
): ChecklistTemplateItem[] {
  const seen = new Set<string>();
  const items: ChecklistTemplateItem[] = [];
  for (const side of templateSides(deal.type, deal.side)) {
    const template = templates.find((t) => t.type === templateTypeFor(deal.type, side) && t.side === side);
    for (const item of template?.items ?? []) {
      if (seen.has(item.key)) continue;
      // Unknown age keeps the item: a missing disclosure is worse than an extra one.
      if (item.onlyIfBuiltBefore1978 && deal.yearBuilt != null && deal.yearBuilt >= 1978) continue;
      seen.add(item.key);
      items.push(item);
    }
  }
  if (deal.side === 'dual') items.splice(1, 0, doc('dual_agency_consent', 'Dual agency consent'));
  return items;
}
