import { z } from 'zod';
import {
  AddressDto,
  Cents,
  IsoDate,
  PropertyTypeSchema,
  RequiredText,
  Text,
} from '../transactions/transaction-common.contract';
import { ListingKindSchema } from './listing-common.contract';
import { PHOTO_VARIANT_PATTERN, PhotoSummaryDto } from './listing-photo.contract';

export const OFFER_FINANCING = ['cash', 'conventional', 'fha', 'va', 'usda', 'other'] as const;
export type OfferFinancing = (typeof OFFER_FINANCING)[number];

/** Link keys are 32 url-safe characters (ADR 0097); anything else is a 400 before the database. */
export const LinkKeyParams = z.strictObject({
  linkKey: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Not an offer link'),
});
export const LinkPhotoParams = LinkKeyParams.extend({
  photoId: z.uuid('Must be a photo id'),
  variant: z.string().regex(PHOTO_VARIANT_PATTERN, 'thumb, medium or large; .webp or .jpg'),
});

const Days = z
  .int('Whole days')
  .min(0, 'Cannot be negative')
  .max(120, 'At most 120 days')
  .nullable()
  .default(null);

export const ContingenciesInput = z.strictObject({
  inspection_days: Days,
  appraisal_days: Days,
  financing_days: Days,
  sale_of_home_days: Days,
});

/**
 * The structured offer a buyer's agent submits through a listing's link. `website` is a honeypot:
 * people never see it, so a value means a robot filled the form.
 */
export const SubmitOfferInput = z
  .strictObject({
    buyer_names: z.array(RequiredText(120)).min(1, 'Name at least one buyer').max(4, 'At most 4 buyers'),
    agent_name: RequiredText(120),
    agent_brokerage: RequiredText(160),
    agent_license: RequiredText(40),
    agent_email: z.email('Not a valid e-mail address').max(254),
    agent_phone: RequiredText(40).pipe(z.string().regex(/^[0-9+().\s-]{7,}$/, 'Not a phone number')),
    price_cents: Cents.pipe(z.number().min(100_00, 'Enter the offered price')),
    earnest_money_cents: Cents,
    down_payment_cents: Cents.nullable().default(null),
    financing: z.enum(OFFER_FINANCING),
    loan_amount_cents: Cents.nullable().default(null),
    contingencies: ContingenciesInput.default({
      inspection_days: null,
      appraisal_days: null,
      financing_days: null,
      sale_of_home_days: null,
    }),
    closing_date: IsoDate.nullable().default(null),
    days_to_close: z
      .int('Whole days')
      .min(1, 'At least 1 day')
      .max(365, 'At most 365 days')
      .nullable()
      .default(null),
    seller_concessions_cents: Cents.default(0),
    escalation: z
      .strictObject({ increment_cents: Cents.pipe(z.number().min(1, 'Required')), cap_cents: Cents })
      .nullable()
      .default(null),
    possession: Text(200).nullable().default(null),
    expires_at: z.iso.datetime({ offset: true, message: 'Must be a date and time' }),
    notes: Text(2000).nullable().default(null),
    website: z.string().max(200).optional(),
  })
  .superRefine((o, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    if (o.financing !== 'cash' && !o.loan_amount_cents)
      issue('loan_amount_cents', 'Required unless paying cash');
    if (o.loan_amount_cents && o.loan_amount_cents > o.price_cents)
      issue('loan_amount_cents', 'Cannot exceed the price');
    if (o.financing === 'cash' && o.contingencies.financing_days !== null)
      issue('contingencies.financing_days', 'A cash offer has no financing contingency');
    if (!o.closing_date && !o.days_to_close) issue('closing_date', 'Give a closing date or days to close');
    if (o.escalation && o.escalation.cap_cents <= o.price_cents)
      issue('escalation.cap_cents', 'Must be above the price');
    if (o.seller_concessions_cents > o.price_cents)
      issue('seller_concessions_cents', 'Cannot exceed the price');
    if (Date.parse(o.expires_at) <= Date.now()) issue('expires_at', 'Must be in the future');
  });
export type SubmitOfferInput = z.infer<typeof SubmitOfferInput>;

export const OfferSubmittedDto = z.object({
  offer_id: z.uuid(),
  status: z.literal('Submitted'),
  /** The private status link (also e-mailed to the agent); the only time the token is shown. */
  status_path: z.string(),
});

/** What the public portal shows of a listing: the summary, nothing about offers or people's details. */
export const OfferLinkSummaryDto = z.object({
  address: AddressDto,
  property_type: PropertyTypeSchema.nullable(),
  beds: z.number().int().nullable(),
  baths: z.number().nullable(),
  square_feet: z.number().int().nullable(),
  year_built: z.number().int().nullable(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  kind: ListingKindSchema,
  list_price_cents: z.number().int(),
  listing_agent: z.string(),
  brokerage: z.string(),
  response_deadline: z.iso.datetime().nullable(),
  requires_preapproval: z.boolean(),
  requires_proof_of_funds: z.boolean(),
  /** The cover first; each served by `/api/offer-links/{linkKey}/photos/{id}/{variant}` (ADR 0131). */
  photos: z.array(PhotoSummaryDto),
});
export type OfferLinkSummaryDto = z.infer<typeof OfferLinkSummaryDto>;
