/** The organization's logo (issue 17 items 4 and 5, ADR 0175). */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  LOGO_CONTENT_TYPES,
  MAX_LOGO_BYTES,
  organizationLogoUrl,
  type OrganizationLogoDto,
} from '@threshold/domain/organizations/organization-logo.contract';
import type { Actor } from '../../../platform/authz/actor';
import { writeAudit } from '../../../platform/audit/audit.repository';
import { AppError, notFound } from '../../../platform/http/errors';
import type { FileAreaDeps } from '../../../platform/storage/file-area-deps';
import { openUpload, readWhole } from '../../../platform/storage/upload-stream';
import { organizationOf } from '../member-authority';
import { normalizeLogo } from './logo-image';
import {
  deleteLogoRow,
  findLogo,
  findLogoForMember,
  replaceLogo,
  type LogoRow,
} from './organization-logo.repository';

function toLogoDto(organizationId: string, row: LogoRow | null): OrganizationLogoDto {
  return {
    organization_id: organizationId,
    logo_url: row ? organizationLogoUrl(organizationId, row.sha256) : null,
    width: row?.width ?? null,
    height: row?.height ?? null,
  };
}

const auditFields = (row: LogoRow | null) =>
  row && { sha256: row.sha256, width: row.width, height: row.height, size_bytes: row.sizeBytes };

export async function getLogo(files: FileAreaDeps, actor: Actor): Promise<OrganizationLogoDto> {
  const organizationId = organizationOf(actor);
  return toLogoDto(organizationId, await findLogo(files.db, organizationId));
}

/**
 * Replaces the logo with the request body (PNG, JPEG or WebP sniffed from the bytes; SVG and anything
 * else is a 400; over MAX_LOGO_BYTES a 413). The normalized image is stored first, then recorded;
 * the replaced file is removed after the commit, the new one when recording fails.
 */
export async function uploadLogo(files: FileAreaDeps, actor: Actor, request: Request, requestId: string) {
  const organizationId = organizationOf(actor);
  const upload = await openUpload(request, {
    maxBytes: Math.min(files.uploadMaxBytes, MAX_LOGO_BYTES),
    allowed: LOGO_CONTENT_TYPES,
  });
  const logo = await normalizeLogo(await readWhole(upload));
  const storageKey = `organization-logos/${organizationId}/${randomUUID()}.png`;
  await files.storage.put(storageKey, Readable.from(logo.body));
  let replaced: LogoRow | null;
  let stored: LogoRow;
  try {
    ({ before: replaced, after: stored } = await files.db.transaction(async (tx) => {
      const result = await replaceLogo(tx, {
        organizationId,
        storageKey,
        sizeBytes: logo.body.length,
        width: logo.width,
        height: logo.height,
        sha256: createHash('sha256').update(logo.body).digest('hex'),
        uploadedBy: actor.userId,
      });
      await writeAudit(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: 'organization.logo_set',
        entityType: 'organization',
        entityId: organizationId,
        before: auditFields(result.before),
        after: auditFields(result.after),
        requestId,
      });
      return result;
    }));
  } catch (error) {
    await files.storage.delete(storageKey);
    throw error;
  }
  if (replaced) await files.storage.delete(replaced.storageKey);
  return toLogoDto(organizationId, stored);
}

/** Removes the logo (the organization then shows its name only); no logo is not an error. */
export async function removeLogo(files: FileAreaDeps, actor: Actor, requestId: string) {
  const organizationId = organizationOf(actor);
  const removed = await files.db.transaction(async (tx) => {
    const row = await deleteLogoRow(tx, organizationId);
    if (row)
      await writeAudit(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: 'organization.logo_removed',
        entityType: 'organization',
        entityId: organizationId,
        before: auditFields(row),
        requestId,
      });
    return row;
  });
  if (removed) await files.storage.delete(removed.storageKey);
  return toLogoDto(organizationId, null);
}

/**
 * The logo image for active members of the organization (staff and clients); 404 for everyone else
 * and when none is set. The URL carries the digest, so browsers may keep it; the ETag is the digest.
 */
export async function logoImageResponse(
  files: FileAreaDeps,
  actor: Actor,
  organizationId: string,
  ifNoneMatch: string | undefined,
) {
  const row = await findLogoForMember(files.db, actor.userId, organizationId);
  if (!row) throw notFound('Logo');
  const etag = `"${row.sha256}"`;
  const headers = {
    'Cache-Control': 'private, max-age=3600',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
  const body = await files.storage.get(row.storageKey);
  if (!body) throw new AppError('INTERNAL', 'The stored logo is missing');
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(row.sizeBytes) },
  });
}
