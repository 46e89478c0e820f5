import {
  LOGO_CONTENT_TYPES,
  MAX_LOGO_BYTES,
  OrganizationLogoDto,
} from '@threshold/domain/organizations/organization-logo.contract';
import { apiRequest } from '@/lib/api-client';
import { config } from '@/lib/env';
import { formatBytes } from '@/lib/format-bytes';
import { uploadFile } from '@/lib/upload-file';

export const LOGO_ACCEPT = LOGO_CONTENT_TYPES.join(',');

/** Why a chosen file cannot be a logo, checked before sending (the server checks the bytes again). */
export function logoFileProblem(file: File): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a PNG, JPEG or WebP image.`;
  if (file.size > MAX_LOGO_BYTES) return `${file.name} is larger than ${formatBytes(MAX_LOGO_BYTES)}.`;
  return null;
}

/** Replaces the organization's logo with `file`, reporting the upload's progress (0–1). */
export function uploadLogo(file: File, onProgress: (fraction: number) => void) {
  return uploadFile(
    `${config.apiUrl}/api/organization/logo`,
    file,
    OrganizationLogoDto,
    (sent, total) => onProgress(total > 0 ? sent / total : 0),
    'PUT',
  );
}

export function removeLogo() {
  return apiRequest('/api/organization/logo', { method: 'DELETE', schema: OrganizationLogoDto });
}
