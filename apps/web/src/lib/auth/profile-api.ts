import { UpdateProfileInput, UpdateProfileOutput } from '@threshold/domain/me/updateProfile.contract';

import type { z } from 'zod';
import type { MeDto } from '@threshold/domain/me/getMe.contract';
import { api } from '../api-client';

/** PATCH /api/me/profile with the changed fields; answers the updated profile. */
export function updateProfile(changes: z.input<typeof UpdateProfileInput>): Promise<MeDto['profile']> {
  return api.patch('/api/me/profile', changes, { schema: UpdateProfileOutput });
}
