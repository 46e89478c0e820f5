import { sql } from 'drizzle-orm';
import { createUser } from '../../../seed/users';
import type { TestContext } from '../../test/harness';

/** A fresh person who is an active member of Harborview (primary, realtor) and Lakeside (broker). */
export async function personInTwoOrganizations(ctx: TestContext, label: string) {
  const email = `two-orgs-${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const userId = await createUser(ctx.db, { email, firstName: 'Two', lastName: 'Orgs' });
  const harbor = ctx.seed!.harborview.id;
  const lake = ctx.seed!.lakeside.id;
  await ctx.db.execute(sql`
    insert into organization_members (user_id, organization_id, role_id, status, is_primary)
    values (${userId}, ${harbor}, (select id from roles where role_key = 'realtor'), 'active', true),
           (${userId}, ${lake}, (select id from roles where role_key = 'broker'), 'active', false)`);
  await ctx.db.execute(sql`update user_profiles set role = 'realtor' where id = ${userId}`);
  return { email, userId, harbor, lake };
}
