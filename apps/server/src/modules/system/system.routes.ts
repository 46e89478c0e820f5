import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { pingDatabase } from '../../platform/db/client';
import { isLoopbackAddress, resolveClientIp } from '../../platform/auth/client-ip';
import { AppError } from '../../platform/http/errors';
import { defineRoute } from '../../platform/http/route';

const HealthDto = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unreachable']), version: z.string() });
const MailboxDto = z.object({
  items: z.array(
    z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()), created_at: z.string() }),
  ),
});
const MailboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export function systemRoutes({ db, mailer, config }: AppDeps, version: string) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/health',
      access: 'public',
      summary: 'Liveness and database reachability',
      tags: ['system'],
      response: HealthDto,
      handler: async ({ c }) => {
        const ok = await pingDatabase(db);
        if (!ok) c.status(503);
        return { status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'unreachable', version } as const;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/dev/mailbox',
      access: 'public',
      summary: 'Newest outbound e-mails (development and test only, loopback clients only; 404 otherwise)',
      tags: ['system'],
      query: MailboxQuery,
      response: MailboxDto,
      handler: async ({ query, c }) => {
        // Every reset, verification and invitation link is here: never for another machine (ADR 0060).
        if (config.isProduction || !isLoopbackAddress(resolveClientIp(c, config.trustProxy))) {
          throw new AppError('NOT_FOUND', 'Not found');
        }
        const rows = await mailer.newest(query.limit);
        return {
          items: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, links: r.links, created_at: r.createdAt.toISOString() })),
        };
      },
    }),
  ];
}
