/**
 * Onboarding (issue 17 item 4, ADR 0143): a verified person who belongs to no brokerage creates one and
 * becomes its managing broker, with the settings a brokerage needs from day one and nothing else —
 * no demo data, so every page starts from its empty state.
 */
import { randomBytes } from 'node:crypto';
import type {
  CreateBrokerageInput,
  CreateBrokerageOutput,
} from '@threshold/domain/onboarding/create-brokerage.contract';
import { OrganizationSettingsInput } from '@threshold/domain/organizations/organization-settings.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { cacheProfileRole, insertMembership } from '../invitations/invitations.repository';
import { hasActivePrimary } from '../organizations/organization-memberships.repository';
import { writeOrganizationProfile } from '../organizations/organization-profile.repository';
import { findRoleIds } from '../organizations/organizations.repository';
import { insertOrganization, lockOnboardingOf } from './brokerage-onboarding.repository';

/** The role of whoever creates a brokerage: it manages the organization, its people and settings. */
export const FOUNDER_ROLE = 'managing_broker';

export const ALREADY_IN_A_BROKERAGE = 'You already belong to a brokerage; leave it before creating another';

/** "Harbor & Bay Realty" → "harbor-bay-realty-3f9a1c": readable, and unique without a lookup. */
export function brokerageSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'brokerage'}-${randomBytes(3).toString('hex')}`;
}

export async function createBrokerage(
  db: Db,
  actor: Actor,
  input: CreateBrokerageInput,
  requestId: string,
): Promise<CreateBrokerageOutput> {
  if (!actor.emailVerified)
    throw new AppError('FORBIDDEN', 'Verify your e-mail address before creating a brokerage');
  return db.transaction(async (tx) => {
    // Serialises two submissions of the same person (a double click): the second finds the first.
    await lockOnboardingOf(tx, actor.userId);
    if (await hasActivePrimary(tx, actor.userId)) throw new AppError('CONFLICT', ALREADY_IN_A_BROKERAGE);
    const { name, ...profile } = OrganizationSettingsInput.parse(input);
    const organizationId = await insertOrganization(tx, { name, slug: brokerageSlug(name) });
    await writeOrganizationProfile(tx, organizationId, name, profile, undefined);
    const roleId = (await findRoleIds(tx)).get(FOUNDER_ROLE)!;
    await insertMembership(tx, { userId: actor.userId, organizationId, roleId, isPrimary: true });
    await cacheProfileRole(tx, actor.userId, FOUNDER_ROLE);
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'organization.created',
      entityType: 'organization',
      entityId: organizationId,
      after: { name, ...profile, founder_role: FOUNDER_ROLE },
      requestId,
    });
    return { organization_id: organizationId, name };
  });
}
