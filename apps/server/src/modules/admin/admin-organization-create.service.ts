/**
 * A system admin creates a brokerage (issue 17 item 3, ADR 0173): the organization with its time
 * zone, and an invitation for its first broker, who joins as its managing broker on accepting —
 * the founder role of onboarding (ADR 0143), so the brokerage can bring in everyone else.
 */
import type {
  CreateAdminOrganizationInput,
  CreateAdminOrganizationOutput,
} from '@threshold/domain/admin/admin.contract';
import { OrganizationSettingsInput } from '@threshold/domain/organizations/organization-settings.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/email/mailer';
import { deliverMemberInvitation, openMemberInvitation } from '../invitations/member-invitations.service';
import { brokerageSlug, FOUNDER_ROLE } from '../onboarding/brokerage-onboarding.service';
import { insertOrganization } from '../onboarding/brokerage-onboarding.repository';
import { writeOrganizationProfile } from '../organizations/organization-profile.repository';
import { defaultTimeZone } from '../platform-admin/platform-settings.service';
import { organizationOut } from './admin.service';

export async function createOrganization(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  actor: Actor,
  input: CreateAdminOrganizationInput,
  requestId: string,
): Promise<CreateAdminOrganizationOutput> {
  const { organizationId, opened } = await deps.db.transaction(async (tx) => {
    const time_zone = input.time_zone ?? (await defaultTimeZone(tx));
    const { name, ...profile } = OrganizationSettingsInput.parse({ name: input.name, time_zone });
    const organizationId = await insertOrganization(tx, { name, slug: brokerageSlug(name) });
    await writeOrganizationProfile(tx, organizationId, name, profile, undefined);
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'admin.organization.create',
      entityType: 'organization',
      entityId: organizationId,
      after: { name, time_zone, first_broker: input.broker_email, founder_role: FOUNDER_ROLE },
      requestId,
    });
    const opened = await openMemberInvitation(
      tx,
      actor,
      organizationId,
      { email: input.broker_email, role: FOUNDER_ROLE },
      requestId,
    );
    return { organizationId, opened };
  });
  const invitation = await deliverMemberInvitation(deps, opened);
  return { organization: await organizationOut(deps.db, organizationId), invitation };
}
