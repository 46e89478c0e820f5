import { VerifyHashParams, VerifyResultDto } from '@threshold/domain/documents/verify.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { verifyHash, verifyUpload } from './verify.service';

const tags = ['verify'];

/** The public verify API (ADR 0161): no account, no session read, rate-limited per address. */
export function verifyRoutes(deps: AppDeps): RouteDefinition[] {
  const { db, config } = deps;
  const rateLimit = { perMinute: config.rateLimits.publicPerMinute };
  return [
    defineRoute({
      method: 'post',
      path: '/api/verify',
      access: 'public',
      tags,
      rateLimit,
      upload: true,
      summary:
        'Check a PDF: the body is the file (streamed, size-limited); answers whether it is exactly a sealed document, that record’s audit trail, and whether its embedded signature is intact',
      response: VerifyResultDto,
      handler: ({ c }) => verifyUpload(db, c.req.raw, config.uploadMaxBytes),
    }),
    defineRoute({
      method: 'get',
      path: '/api/verify/:sha256',
      access: 'public',
      tags,
      rateLimit,
      summary: 'Check a SHA-256: whether a sealed document has exactly this hash, and its audit trail',
      params: VerifyHashParams,
      response: VerifyResultDto,
      handler: ({ params }) => verifyHash(db, params.sha256),
    }),
  ];
}
