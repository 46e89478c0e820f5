import type { TestContext } from './harness';

/**
 * One probe per versioned route (key: `METHOD path` exactly as declared), used by
 * versioned-routes.integration.test.ts. `setup` makes a record the route edits and answers:
 * `readPath` (a GET of that record, with `version`; `readAs` reads it when the broker may not), `bump` (another write that moves the version on),
 * and `send` (the route's own write, with the If-Match headers it is given).
 */
export interface StaleProbe {
  setup(
    ctx: TestContext,
    as: (email: string) => Promise<string>,
  ): Promise<{
    readPath: string;
    /** Who reads `readPath` (default broker@demo.test), for records only other roles may read. */
    readAs?: string;
    bump: () => Promise<unknown>;
    send: (headers: Record<string, string>) => Promise<{ status: number; json: any }>;
  }>;
}
