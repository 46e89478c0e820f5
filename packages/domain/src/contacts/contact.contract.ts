import { z } from 'zod';
import { isEmailLike, phoneKey } from './normalize';

/** Spec-less fields designed after Follow Up Boss / kvCORE (docs/decisions/0030). */
export const CONTACT_TYPES = [
  'buyer',
  'seller',
  'landlord',
  'renter',
  'investor',
  'vendor',
  'agent',
  'other',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_STAGES = [
  'new',
  'contacted',
  'qualified',
  'active',
  'under_contract',
  'closed',
  'nurture',
  'lost',
] as const;
export type ContactStage = (typeof CONTACT_STAGES)[number];

/** Suggested labels; any short label is accepted. */
export const EMAIL_LABELS = ['personal', 'work', 'other'] as const;
export const PHONE_LABELS = ['mobile', 'home', 'work', 'other'] as const;
/** Suggested lead sources for the form's combo box; free text is accepted. */
export const LEAD_SOURCES = [
  'referral',
  'website',
  'zillow',
  'realtor.com',
  'open_house',
  'sign_call',
  'social',
  'past_client',
  'sphere',
  'import',
  'other',
] as const;

export const LIMITS = {
  name: 100,
  emails: 10,
  phones: 10,
  label: 30,
  tags: 50,
  tag: 50,
  areas: 20,
  area: 100,
  leadSource: 100,
  notes: 10_000,
  price: 10_000_000_000,
} as const;

export const ContactTypeSchema = z.enum(CONTACT_TYPES);
export const ContactStageSchema = z.enum(CONTACT_STAGES);

const label = (fallback: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(LIMITS.label, `At most ${LIMITS.label} characters`)
    .default(fallback);

export const EmailEntry = z.object({
  label: label('personal'),
  value: z
    .string()
    .trim()
    .max(254, 'At most 254 characters')
    .refine(isEmailLike, 'Not a valid e-mail address'),
});
export const PhoneEntry = z.object({
  label: label('mobile'),
  value: z
    .string()
    .trim()
    .max(40, 'At most 40 characters')
    .refine((v) => phoneKey(v) !== null, 'Not a valid phone number'),
});
export type EmailEntry = z.infer<typeof EmailEntry>;
export type PhoneEntry = z.infer<typeof PhoneEntry>;

const addressLine = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');
export const AddressSchema = z.object({
  street: addressLine(200),
  unit: addressLine(50),
  city: addressLine(100),
  region: addressLine(100),
  postal_code: addressLine(20),
  country: addressLine(60),
});
export type Address = z.infer<typeof AddressSchema>;

/** Calendar date "YYYY-MM-DD" that exists (no 2023-02-30). */
export const CalendarDate = z.iso.date('Must be a date (YYYY-MM-DD)');
export const Timestamp = z.iso.datetime({ offset: true, message: 'Must be an ISO date-time' });

const uniqueCaseless = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = v.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};
export const TagsSchema = z
  .array(z.string().trim().min(1, 'Empty tag').max(LIMITS.tag, `At most ${LIMITS.tag} characters`))
  .max(LIMITS.tags, `At most ${LIMITS.tags} tags`)
  .transform(uniqueCaseless);
export const AreasSchema = z
  .array(z.string().trim().min(1).max(LIMITS.area, `At most ${LIMITS.area} characters`))
  .max(LIMITS.areas, `At most ${LIMITS.areas} areas`)
  .transform(uniqueCaseless);
export const TypesSchema = z
  .array(ContactTypeSchema)
  .max(CONTACT_TYPES.length)
  .transform((v) => [...new Set(v)]);
export const Price = z.number().int('Whole currency units').min(0).max(LIMITS.price);
export const NameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(LIMITS.name, `At most ${LIMITS.name} characters`);
export const UserId = z.string().min(1).max(64);

/** Every editable field, with the create defaults. */
export const ContactFields = z.object({
  first_name: NameSchema,
  last_name: z.string().trim().max(LIMITS.name, `At most ${LIMITS.name} characters`).default(''),
  emails: z.array(EmailEntry).max(LIMITS.emails, `At most ${LIMITS.emails}`).default([]),
  phones: z.array(PhoneEntry).max(LIMITS.phones, `At most ${LIMITS.phones}`).default([]),
  address: AddressSchema.nullable().default(null),
  types: TypesSchema.default([]),
  stage: ContactStageSchema.default('new'),
  lead_source: z.string().trim().max(LIMITS.leadSource).nullable().default(null),
  tags: TagsSchema.default([]),
  price_min: Price.nullable().default(null),
  price_max: Price.nullable().default(null),
  areas_of_interest: AreasSchema.default([]),
  birthday: CalendarDate.nullable().default(null),
  home_anniversary: CalendarDate.nullable().default(null),
  consent_email: z.boolean().default(false),
  consent_sms: z.boolean().default(false),
  notes: z.string().max(LIMITS.notes, `At most ${LIMITS.notes} characters`).nullable().default(null),
  /** Owning agent; omitted = the creator; null = a lead for routing (round-robin or first-to-claim). */
  owner_id: UserId.nullable().optional(),
  /** Shares the contact with one team of the organization (its members see it). */
  team_id: z.uuid('Must be a team id').nullable().default(null),
});

export const priceRangeRule = (v: {
  price_min?: number | null | undefined;
  price_max?: number | null | undefined;
}) => v.price_min == null || v.price_max == null || v.price_min <= v.price_max;
export const PRICE_RANGE_ISSUE = { message: 'Must not be below the minimum price', path: ['price_max'] };

export const PersonRef = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});
export type PersonRef = z.infer<typeof PersonRef>;

export const ATTENTION_REASONS = ['overdue_task', 'no_recent_contact'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const ContactDto = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  owner_id: z.string().nullable(),
  owner: PersonRef.nullable(),
  team_id: z.string().nullable(),
  /** The client account linked through an accepted invitation. */
  user_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  emails: z.array(z.object({ label: z.string(), value: z.string() })),
  phones: z.array(z.object({ label: z.string(), value: z.string() })),
  address: AddressSchema.nullable(),
  types: z.array(ContactTypeSchema),
  stage: ContactStageSchema,
  lead_source: z.string().nullable(),
  tags: z.array(z.string()),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  areas_of_interest: z.array(z.string()),
  birthday: z.string().nullable(),
  home_anniversary: z.string().nullable(),
  consent_email: z.boolean(),
  consent_sms: z.boolean(),
  notes: z.string().nullable(),
  last_contacted_at: z.string().nullable(),
  /** Due time of the earliest open follow-up task. */
  next_task_due_at: z.string().nullable(),
  needs_attention: z.boolean(),
  attention_reasons: z.array(z.enum(ATTENTION_REASONS)),
  created_at: z.string(),
  updated_at: z.string(),
  /** Optimistic-concurrency version: send it back as If-Match when editing (ADR 0082). */
  version: z.number().int(),
});
export type ContactDto = z.infer<typeof ContactDto>;

export const ContactIdParams = z.object({ id: z.uuid('Must be a contact id') });

/** Query-string helpers: repeated keys arrive as arrays, single ones as strings. */
export const queryList = <T extends z.ZodType>(item: T, max = 20) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v])
            .flatMap((s) => (typeof s === 'string' ? s.split(',') : [s]))
            .filter((s) => s !== ''),
    z.array(item).max(max).optional(),
  );
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const PageLimit = z.coerce.number().int().min(1).max(200).default(50);
export const Cursor = z.string().max(512);

export const OkResult = z.object({ ok: z.literal(true) });
