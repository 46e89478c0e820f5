import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import { ROLES } from '@threshold/domain/roles';
import type { Actor } from '../../platform/authz/actor';

/** Clients (buyer, seller, investor, landlord, renter) see only documents shared with them (ADR 0114). */
export const isClient = (actor: Actor) => !actor.isSystemAdmin && ROLES[actor.role].group === 'client';

/** Who changes documents in their scope: staff who may file documents; clients only read. */
export const canEditDocuments = (actor: Actor) =>
  actor.permissions.has('create:documents') && !isClient(actor);

/** Who sees the trash and restores from it: brokers (ADR 0114). */
export const canRestoreDocuments = (actor: Actor) => hasBrokerAuthority(actor.role, actor.isSystemAdmin);
