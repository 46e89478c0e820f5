import type { UpdateProfileInput } from '@threshold/domain/identity/update-profile.contract';
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import type { z } from 'zod';
import { api } from '../api-client';

/** PATCH /api/me/profile with the changed fields; answers the updated profile. */
export async function updateProfile(changes: z.input<typeof UpdateProfileInput>): Promise<MeDto['profile']> {
  // Loaded on use: this module sits in the entry chunk (privacy opt-out), the contract need not.
  const { UpdateProfileOutput } = await import('@threshold/domain/identity/update-profile.contract');
  return api.patch('/api/me/profile', changes, { schema: UpdateProfileOutput });
}
