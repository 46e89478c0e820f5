import type { SQL } from 'drizzle-orm';
import type { CrmSettings } from '@threshold/domain/contacts/crm-settings.contract';
import type { ContactFilters } from '@threshold/domain/contacts/list-contacts.contract';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { readCrmSettings } from './crm-settings.repository';
import { buildContactScope, homeOrganization, type ContactScope } from './contacts-scope';
import { hasTrigram } from './contacts-search.repository';
import { findVisibleContact, scopeCondition, type ContactRow } from './contacts.repository';

/** What every contacts operation needs about the caller: scope, its SQL, and the CRM settings. */
export interface CrmContext {
  actor: Actor;
  scope: ContactScope;
  visible: SQL;
  settings: CrmSettings;
  trigram: boolean;
  requestId?: string | undefined;
}

export async function loadCrmContext(db: DbOrTx, actor: Actor, requestId?: string): Promise<CrmContext> {
  const [settings, trigram] = await Promise.all([readCrmSettings(db, actor.organizationId), hasTrigram(db)]);
  const scope = buildContactScope(actor, settings);
  return { actor, scope, visible: scopeCondition(scope), settings, trigram, requestId };
}

/** The caller's visible contacts narrowed by list filters, as the list, export and facet queries take them. */
export function contactSelection(ctx: CrmContext, filters: ContactFilters, fuzzy = false) {
  return {
    visible: ctx.visible,
    filters,
    userId: ctx.actor.userId,
    needsAttentionDays: ctx.settings.needs_attention_days,
    fuzzy,
  };
}

/** The organization the caller's new contacts go to; 400 when they have none. */
export function requireHomeOrganization(ctx: CrmContext): string {
  const organizationId = homeOrganization(ctx.scope, ctx.actor);
  if (!organizationId)
    throw new AppError('VALIDATION_FAILED', 'You are not a member of an organization', {
      _: 'No organization',
    });
  return organizationId;
}

/** A visible contact or 404 (out of scope, other organization, deleted and unknown ids look alike). */
export async function requireContact(
  db: DbOrTx,
  ctx: CrmContext,
  id: string,
  forUpdate = false,
): Promise<ContactRow> {
  const row = await findVisibleContact(db, id, ctx.visible, forUpdate);
  if (!row) throw notFound('Contact');
  return row;
}
