import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { declaredRoutes } from './test/route-table';

/** The object schema under a body contract (through refinements, pipes and optional wrappers). */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type === 'object') return (schema as z.ZodObject).shape;
  const inner = (def.in ?? def.innerType ?? def.schema) as z.ZodType | undefined;
  return inner ? objectShape(inner) : null;
}

/**
 * A partial update writes only the keys it is sent (issue 36 item 6). A PATCH whose keys are all
 * optional is a partial update, and its contract may not fill in a key the client left out, as a
 * create contract's `.default(...)` would: zod applies a default to an absent key even under
 * `.optional()` or `.partial()`. (A PATCH that requires keys, such as a message edit or an
 * announcement, restates the record, and its defaults are the record's.)
 */
describe('PATCH body contracts', () => {
  const patches = declaredRoutes().filter((r) => r.method === 'patch' && r.body);
  const absentParse = (field: z.ZodType) => field.safeParse(undefined);

  it('of partial updates leave every absent key absent', () => {
    expect(patches.length).toBeGreaterThan(20);
    const filled: string[] = [];
    let partial = 0;
    for (const route of patches) {
      const shape = objectShape(route.body as z.ZodType);
      expect(shape, `${route.path} has an object body`).not.toBeNull();
      const fields = Object.entries(shape!);
      if (!fields.every(([, field]) => absentParse(field).success)) continue;
      partial += 1;
      for (const [key, field] of fields) {
        if (absentParse(field).data !== undefined) filled.push(`PATCH ${route.path} ${key}`);
      }
    }
    expect(partial).toBeGreaterThan(15);
    expect(filled).toEqual([]);
  });
});
