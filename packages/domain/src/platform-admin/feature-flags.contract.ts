import { z } from 'zod';
import { FEATURE_FLAG_KEYS } from './feature-flags';

export const FeatureFlagKeySchema = z.enum(FEATURE_FLAG_KEYS);

/** The caller's organization's effective flags (in GET /api/me as `features`). */
export const EffectiveFeaturesDto = z.record(z.string(), z.boolean());
export type EffectiveFeaturesDto = z.infer<typeof EffectiveFeaturesDto>;

export const FeatureFlagOverrideDto = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
  enabled: z.boolean(),
  updated_at: z.string(),
});

export const FeatureFlagDto = z.object({
  key: FeatureFlagKeySchema,
  label: z.string(),
  description: z.string(),
  /** The platform-wide value: the global override, or on. */
  global_enabled: z.boolean(),
  global_overridden: z.boolean(),
  organizations: z.array(FeatureFlagOverrideDto),
});
export type FeatureFlagDto = z.infer<typeof FeatureFlagDto>;

export const FeatureFlagList = z.object({ items: z.array(FeatureFlagDto) });
export type FeatureFlagList = z.infer<typeof FeatureFlagList>;

export const FeatureFlagParams = z.object({ key: FeatureFlagKeySchema });

/**
 * PUT /api/admin/feature-flags/{key}: `organization_id` null = the platform-wide value; `enabled`
 * null removes the override (the organization follows the platform again; the platform: on).
 */
export const SetFeatureFlagInput = z
  .object({
    organization_id: z.string().uuid().nullable(),
    enabled: z.boolean().nullable(),
  })
  .strict();
export type SetFeatureFlagInput = z.infer<typeof SetFeatureFlagInput>;
