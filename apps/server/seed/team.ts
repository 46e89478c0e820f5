import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../src/platform/db/client';
import { memberInvitations } from '../src/modules/invitations/member-invitations.schema';
import { writeVersionedSetting } from '../src/modules/organizations/organization-settings.repository';
import { teams } from '../src/modules/organizations/organizations.schema';
import type { SeededOrganization } from './organizations';

/**
 * Issue 17 demo data: Harborview's brokerage settings, a pending member invitation (its link was
 * never mailed: the token is thrown away) and an archived team, so /team and /brokerage show them.
 */
export async function seedTeamArea(db: DbOrTx, { harborview }: { harborview: SeededOrganization }) {
  await writeVersionedSetting(
    db,
    harborview.id,
    ['profile'],
    {
      address: {
        line1: '200 Harbor Street',
        line2: 'Suite 4',
        city: 'Portland',
        state: 'ME',
        postal_code: '04101',
      },
      time_zone: 'America/New_York',
      licence_number: 'ME-BRK-10422',
      closing_cost_bps: 800,
      commission_defaults: { listing_side_bps: 300, buyer_side_bps: 250, agent_split_bps: 7000 },
    },
    undefined,
  );
  await db.insert(memberInvitations).values({
    organizationId: harborview.id,
    email: 'jordan.pending@demo.test',
    roleKey: 'realtor',
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    invitedBy: harborview.users.get('managing_broker') ?? null,
    expiresAt: new Date(Date.now() + 5 * 86_400_000),
  });
  await db.insert(teams).values({
    organizationId: harborview.id,
    name: 'Commercial Desk (2024)',
    description: 'Wound down; kept for the deals tagged with it',
    archivedAt: new Date('2025-01-31T00:00:00Z'),
  });
}
