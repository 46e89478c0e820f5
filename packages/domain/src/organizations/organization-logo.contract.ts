import { z } from 'zod';

/** An uploaded logo may be at most this large (ADR 0175); bigger bodies are refused with 413. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** The stored logo fits in this square (never enlarged): enough for a header and a printed letterhead. */
export const LOGO_MAX_EDGE = 512;
/** What an upload may be, sniffed from the bytes (SVG is refused: it can carry script). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The organization's current logo: where to load it, or null when none is set. */
export const OrganizationLogoDto = z.object({
  organization_id: z.string(),
  logo_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type OrganizationLogoDto = z.infer<typeof OrganizationLogoDto>;

export const OrganizationIdParams = z.strictObject({ id: z.uuid('Must be an organization id') });
/** `v` only makes each upload a new address for caches; the server always answers the current logo. */
export const LogoImageQuery = z.strictObject({ v: z.string().max(64).optional() });

/** The logo's address; the digest changes with every upload so caches never show an old one. */
export const organizationLogoUrl = (organizationId: string, sha256: string) =>
  `/api/organizations/${organizationId}/logo?v=${sha256.slice(0, 16)}`;
