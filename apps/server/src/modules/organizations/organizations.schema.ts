import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';
import { recordVersion } from '../../platform/db/record-version';

/** Reference data synchronised at start-up from packages/domain/src/roles.ts. */
export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  roleKey: text('role_key').notNull().unique(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  group: text('group').notNull(),
  capabilities: jsonb('capabilities').$type<Record<string, unknown>>().notNull(),
});

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    status: text('status').notNull().default('active'),
    /** Issue 17: role changes, deactivation and supervisor changes are conditional on it (ADR 0105). */
    version: recordVersion(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Licensed members: licence number, issuing state and expiry (warnings before it, ADR 0105). */
    licenceNumber: text('licence_number'),
    licenceState: text('licence_state'),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_members_user_org_uq').on(t.userId, t.organizationId),
    uniqueIndex('organization_members_one_primary_uq')
      .on(t.userId)
      .where(sql`${t.isPrimary} and ${t.status} = 'active'`),
    index('organization_members_org_idx').on(t.organizationId),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    version: recordVersion(),
    /** An archived team keeps its history (deals tagged with it) but takes no members (ADR 0106). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teams_org_idx').on(t.organizationId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').references(() => roles.id),
    status: text('status').notNull().default('active'),
  },
  (t) => [
    uniqueIndex('team_members_team_user_uq').on(t.teamId, t.userId),
    index('team_members_user_idx').on(t.userId),
  ],
);

export const supervisorRelationships = pgTable(
  'supervisor_relationships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supervisorId: text('supervisor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationshipType: text('relationship_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supervisor_relationships_uq').on(t.userId, t.supervisorId, t.relationshipType),
    index('supervisor_relationships_supervisor_idx').on(t.supervisorId),
  ],
);

/** Spec §3: read as a single row per user — the primary active membership with its role. */
export const currentUserPrimaryAffiliations = pgView('current_user_primary_affiliations', {
  userId: text('user_id').notNull(),
  organizationId: uuid('organization_id').notNull(),
  organizationName: text('organization_name').notNull(),
  roleId: uuid('role_id').notNull(),
  roleKey: text('role_key').notNull(),
  roleName: text('role_name').notNull(),
  isPrimary: boolean('is_primary').notNull(),
  status: text('status').notNull(),
}).as(
  sql`select m.user_id, m.organization_id, o.name as organization_name, m.role_id, r.role_key, r.name as role_name, m.is_primary, m.status
      from organization_members m
      join organizations o on o.id = m.organization_id
      join roles r on r.id = m.role_id
      where m.is_primary and m.status = 'active'`,
);
