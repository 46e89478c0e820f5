import { sql } from 'drizzle-orm';
import type { ContactStage, ContactType } from '@threshold/domain/contacts/contact.contract';
import type { ActivityKind } from '@threshold/domain/contacts/contact-activity.contract';
import type { RoleKey } from '@threshold/domain/roles';
import type { DbOrTx } from '../src/platform/db/client';
import {
  insertTasks,
  refreshNextTaskDue,
  type TaskInsert,
} from '../src/modules/contacts/contact-tasks.repository';
import { insertActivities, type ActivityInsert } from '../src/modules/contacts/contact-timeline.repository';
import { insertContacts, type ContactInsert } from '../src/modules/contacts/contacts.repository';
import { derivedColumns } from '../src/modules/contacts/contacts.derived';
import { writeCrmSettings } from '../src/modules/contacts/crm-settings.repository';
import type { SeededOrganization } from './organizations';

import { createRng, type Rng } from '../src/platform/seeded-random';
export { createRng, type Rng };

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Levi',
  'Amelia',
  'Ethan',
  'Harper',
  'James',
  'Evelyn',
  'Aiden',
  'Abigail',
  'Jon',
  'Emily',
  'Jackson',
  'Ella',
  'Sebastian',
  'Scarlett',
  'Mason',
  'Grace',
  'Henry',
  'Chloe',
  'Owen',
  'Zoë',
  'Wyatt',
  'Nora',
  'Caleb',
  'Hannah',
  'Isaac',
  'Lily',
  'Julian',
  'Aria',
  'Ezra',
  'Maya',
  'Hiro',
  'Priya',
  'Kwame',
  'Ingrid',
  'Tomás',
  'Fatima',
  'Dmitri',
  'Aisha',
  'Rafael',
];
const LAST = [
  'Garcia',
  'Smith',
  'Johnson',
  'Nguyen',
  'Brown',
  'Martinez',
  'Kowalski',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Pérez',
  'Thompson',
  'White',
  'Harris',
  'Sánchez',
  'Clark',
  'Ramirez',
  'Lewis',
  "O'Connor",
  'Walker',
  'Hall',
  'Allen',
  'Young',
  'Okafor',
  'Yamamoto',
  'Schmidt',
  'Haddad',
  'Ivanova',
  'Mensah',
  'Larsen',
  'Costa',
  'Fitzgerald',
  'Blackwood',
];
const AREAS = [
  'Harbor North',
  'Bayfront',
  'Old Town',
  'Lighthouse Point',
  'Cedar Hills',
  'Marina District',
  'Westgate',
  'Pine Ridge',
];
const TAGS = [
  'vip',
  'first-time buyer',
  'relocation',
  'pre-approved',
  'cash buyer',
  'downsizing',
  'open house',
  'sphere',
  'waterfront',
  'investor',
];
const SOURCES = [
  'referral',
  'website',
  'zillow',
  'realtor.com',
  'open_house',
  'sign_call',
  'social',
  'past_client',
  'sphere',
];
const STAGES: readonly (readonly [ContactStage, number])[] = [
  ['new', 18],
  ['contacted', 16],
  ['qualified', 12],
  ['active', 16],
  ['under_contract', 6],
  ['closed', 12],
  ['nurture', 14],
  ['lost', 6],
];
const TYPES: readonly (readonly [ContactType, number])[] = [
  ['buyer', 40],
  ['seller', 22],
  ['renter', 12],
  ['landlord', 8],
  ['investor', 8],
  ['vendor', 5],
  ['agent', 3],
  ['other', 2],
];
const KINDS: readonly (readonly [ActivityKind, number])[] = [
  ['call', 35],
  ['email', 30],
  ['note', 15],
  ['meeting', 10],
  ['showing', 10],
];
const DAY = 86_400_000;

export interface ContactFactoryOptions {
  organizationId: string;
  ownerId: string | null;
  now: number;
  index: number;
  emailDomain?: string;
}

/** One plausible contact (insert values), deterministic for a given generator state and index. */
export function buildContact(
  rng: Rng,
  o: ContactFactoryOptions,
  overrides: Partial<ContactInsert> = {},
): ContactInsert {
  const firstName = rng.pick(FIRST);
  const lastName = rng.pick(LAST);
  const slug = `${firstName}.${lastName}`
    .normalize('NFKD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  const emails = [{ label: 'personal', value: `${slug}${o.index}@${o.emailDomain ?? 'example.test'}` }];
  if (rng.next() < 0.2) emails.push({ label: 'work', value: `${slug}@work${o.index % 50}.example.test` });
  const line = String(o.index % 10_000).padStart(4, '0');
  const area = ['206', '425', '360', '253'][Math.floor(o.index / 10_000) % 4];
  const phones = [{ label: 'mobile', value: `(${area}) 555-${line}` }];
  const stage = rng.weighted(STAGES);
  const types = [rng.weighted(TYPES)];
  if (rng.next() < 0.15) types.push(types[0] === 'buyer' ? 'seller' : 'buyer');
  const budget = rng.int(3, 30) * 50_000;
  const createdAt = new Date(o.now - rng.int(1, 420) * DAY - rng.int(0, 86_000) * 1000);
  const values: ContactInsert = {
    organizationId: o.organizationId,
    ownerId: o.ownerId,
    createdBy: o.ownerId,
    firstName,
    lastName,
    emails,
    phones,
    address:
      rng.next() < 0.6
        ? {
            street: `${rng.int(10, 9999)} ${rng.pick(['Harbor', 'Cedar', 'Bay', 'Pine', 'Ocean'])} ${rng.pick(['St', 'Ave', 'Way'])}`,
            unit: '',
            city: 'Harborview',
            region: 'WA',
            postal_code: `98${rng.int(100, 199)}`,
            country: 'US',
          }
        : null,
    types: [...new Set(types)],
    stage,
    leadSource: rng.pick(SOURCES),
    tags:
      rng.next() < 0.5 ? [...new Set([rng.pick(TAGS), ...(rng.next() < 0.3 ? [rng.pick(TAGS)] : [])])] : [],
    priceMin: types.includes('buyer') ? budget : null,
    priceMax: types.includes('buyer') ? budget + rng.int(1, 6) * 50_000 : null,
    areasOfInterest: rng.next() < 0.5 ? [rng.pick(AREAS)] : [],
    birthday:
      rng.next() < 0.3
        ? `19${rng.int(50, 99)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
        : null,
    homeAnniversary:
      stage === 'closed' ? new Date(createdAt.getTime() + 60 * DAY).toISOString().slice(0, 10) : null,
    consentEmail: rng.next() < 0.7,
    consentSms: rng.next() < 0.4,
    notes:
      rng.next() < 0.25
        ? rng.pick([
            'Prefers texts after 5pm.',
            'Needs a yard for two dogs.',
            'Relocating from Denver in spring.',
            'Wants a home office and good schools.',
          ])
        : null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
  return {
    ...values,
    ...derivedColumns({
      firstName: values.firstName,
      lastName: values.lastName ?? '',
      emails: values.emails ?? [],
      phones: values.phones ?? [],
    }),
  };
}

/** Calls, e-mails, notes … over the contact's life, newest setting last_contacted_at; stage change if past "new". */
export function buildHistory(rng: Rng, contact: ContactInsert & { id: string }, now: number) {
  const activities: ActivityInsert[] = [];
  const created = (contact.createdAt as Date).getTime();
  let lastContacted: number | null = null;
  const count = rng.int(0, 6);
  for (let i = 0; i < count; i++) {
    const kind = rng.weighted(KINDS);
    const at = created + rng.next() * (now - created);
    activities.push({
      organizationId: contact.organizationId,
      contactId: contact.id,
      kind,
      subject: kind === 'showing' ? `Showing at ${rng.int(10, 999)} Bay St` : null,
      body: kind === 'note' ? 'Follow-up notes from conversation.' : null,
      details:
        kind === 'call'
          ? { direction: 'outbound', outcome: rng.pick(['connected', 'left_message', 'no_answer']) }
          : {},
      occurredAt: new Date(at),
      authorId: contact.ownerId ?? null,
    });
    if (kind !== 'note') lastContacted = Math.max(lastContacted ?? 0, at);
  }
  if (contact.stage && contact.stage !== 'new') {
    activities.push({
      organizationId: contact.organizationId,
      contactId: contact.id,
      kind: 'stage_change',
      subject: `Stage: new → ${contact.stage}`,
      details: { from: 'new', to: contact.stage },
      occurredAt: new Date(created + (now - created) / 2),
      authorId: contact.ownerId ?? null,
    });
  }
  const tasks: TaskInsert[] = [];
  if (contact.ownerId && rng.next() < 0.4) {
    const due = now + rng.int(-10, 20) * DAY;
    tasks.push({
      organizationId: contact.organizationId,
      contactId: contact.id,
      title: rng.pick([
        'Call back about financing',
        'Send new listings',
        'Schedule showing',
        'Check in after open house',
        'Ask for referral',
      ]),
      dueAt: new Date(due),
      assigneeId: contact.ownerId,
      createdBy: contact.ownerId,
      completedAt: due < now && rng.next() < 0.3 ? new Date(due) : null,
    });
  }
  return { activities, tasks, lastContactedAt: lastContacted === null ? null : new Date(lastContacted) };
}

/** The demo client accounts and the contacts they were invited from. */
const CLIENTS: [RoleKey, ContactType, ContactStage, RoleKey][] = [
  ['buyer', 'buyer', 'active', 'realtor'],
  ['seller', 'seller', 'under_contract', 'realtor'],
  ['landlord', 'landlord', 'active', 'leasing_agent'],
  ['renter', 'renter', 'active', 'leasing_agent'],
  ['investor', 'investor', 'qualified', 'broker'],
];
const CLIENT_NAMES: Partial<Record<RoleKey, [string, string]>> = {
  buyer: ['Bianca', 'Summers'],
  seller: ['Simon', 'Hale'],
  landlord: ['Lionel', 'Barrett'],
  renter: ['Rosa', 'Delgado'],
  investor: ['Irene', 'Vasquez'],
};

export interface SeededContacts {
  /** client role key → contact id linked to that demo client user */
  clientContacts: Map<RoleKey, string>;
  total: number;
}

async function insertWithHistory(db: DbOrTx, rng: Rng, rows: ContactInsert[], now: number) {
  const ids = await insertContacts(db, rows);
  const activities: ActivityInsert[] = [];
  const tasks: TaskInsert[] = [];
  const contacted: { id: string; at: Date }[] = [];
  rows.forEach((row, i) => {
    const h = buildHistory(rng, { ...row, id: ids[i]! }, now);
    activities.push(...h.activities);
    tasks.push(...h.tasks);
    if (h.lastContactedAt) contacted.push({ id: ids[i]!, at: h.lastContactedAt });
  });
  await insertActivities(db, activities);
  for (let i = 0; i < tasks.length; i += 500) await insertTasks(db, tasks.slice(i, i + 500));
  if (contacted.length) {
    const values = sql.join(
      contacted.map((c) => sql`(${c.id}::uuid, ${c.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await db.execute(
      sql`update contacts c set last_contacted_at = v.at from (values ${values}) as v(id, at) where c.id = v.id`,
    );
  }
  await refreshNextTaskDue(db, [...new Set(tasks.map((t) => t.contactId))]);
  return ids;
}

/** ~400 Harborview contacts across agents and stages (20 unclaimed leads, 8 duplicate pairs), Lakeside's few, and the client links. */
export async function seedContacts(
  db: DbOrTx,
  orgs: { harborview: SeededOrganization; lakeside: SeededOrganization },
): Promise<SeededContacts> {
  const rng = createRng(20_260_521);
  const now = Date.now();
  const hv = orgs.harborview;
  const owners: [RoleKey, number][] = [
    ['realtor', 120],
    ['team_leader', 70],
    ['broker', 70],
    ['leasing_agent', 60],
    ['managing_broker', 30],
    ['property_management', 20],
  ];
  const rows: ContactInsert[] = [];
  let index = 0;
  for (const [role, count] of owners) {
    const ownerId = hv.users.get(role) ?? null;
    for (let i = 0; i < count; i++) {
      const team =
        role === 'realtor' && i % 7 === 0
          ? hv.teams.get('Harbor North Team')
          : role === 'broker' && i % 10 === 0
            ? hv.teams.get('Bayfront Team')
            : undefined;
      rows.push(
        buildContact(
          rng,
          { organizationId: hv.id, ownerId, now, index: index++ },
          team ? { teamId: team } : {},
        ),
      );
    }
  }
  for (let i = 0; i < 20; i++)
    rows.push(
      buildContact(
        rng,
        { organizationId: hv.id, ownerId: null, now, index: index++ },
        { stage: 'new', leadSource: 'website', createdBy: hv.users.get('brokerage_admin') ?? null },
      ),
    );
  // Duplicates typed by a second agent: same e-mail in other case, same phone written differently, a nickname.
  for (let d = 0; d < 8; d++) {
    const original = rows[d * 37]!;
    const email = original.emails![0]!.value;
    const variant =
      d % 3 === 0
        ? { emails: [{ label: 'personal', value: email.toUpperCase() }], phones: [] }
        : d % 3 === 1
          ? {
              emails: [],
              phones: [
                {
                  label: 'mobile',
                  value: `+1 ${original.phones![0]!.value.replace(/\D/g, '').replace(/(\d{3})(\d{3})(\d{4})/, '$1.$2.$3')}`,
                },
              ],
            }
          : { emails: [{ label: 'work', value: email.replace('@', '+crm@') }], phones: [] };
    const firstName = d % 2 === 0 ? original.firstName : `${original.firstName} ${'ABCDEFGH'[d]}.`;
    rows.push(
      buildContact(
        rng,
        {
          organizationId: hv.id,
          ownerId: hv.users.get(d % 2 ? 'realtor' : 'team_leader') ?? null,
          now,
          index: index++,
        },
        { firstName, lastName: original.lastName, ...variant },
      ),
    );
  }
  const clientContacts = new Map<RoleKey, string>();
  const clientRows = CLIENTS.flatMap(([role, type, stage, ownerRole]) => {
    const userId = hv.users.get(role);
    const [firstName, lastName] = CLIENT_NAMES[role]!;
    if (!userId) return [];
    return [
      buildContact(
        rng,
        { organizationId: hv.id, ownerId: hv.users.get(ownerRole) ?? null, now, index: index++ },
        {
          firstName,
          lastName,
          userId,
          types: [type],
          stage,
          emails: [{ label: 'personal', value: `${role}@demo.test` }],
          tags: ['client portal'],
        },
      ),
    ];
  });
  const hvIds = await insertWithHistory(db, rng, [...rows, ...clientRows], now);
  clientRows.forEach((r, i) => {
    const role = CLIENTS.find(([k]) => hv.users.get(k) === r.userId)![0];
    clientContacts.set(role, hvIds[rows.length + i]!);
  });

  const lk = orgs.lakeside;
  const lakesideRows: ContactInsert[] = [];
  for (let i = 0; i < 24; i++)
    lakesideRows.push(
      buildContact(rng, {
        organizationId: lk.id,
        ownerId: lk.users.get(i % 3 ? 'realtor' : 'broker') ?? null,
        now,
        index: index++,
        emailDomain: 'lakeside.example.test',
      }),
    );
  const brook = lk.users.get('buyer');
  if (brook)
    lakesideRows.push(
      buildContact(
        rng,
        { organizationId: lk.id, ownerId: lk.users.get('realtor') ?? null, now, index: index++ },
        {
          firstName: 'Brook',
          lastName: 'Waters',
          userId: brook,
          types: ['buyer'],
          stage: 'active',
          emails: [{ label: 'personal', value: 'buyer@lakeside.demo.test' }],
        },
      ),
    );
  await insertWithHistory(db, rng, lakesideRows, now);

  await writeCrmSettings(db, hv.id, {
    needs_attention_days: 14,
    lead_routing: { mode: 'first_to_claim', agent_ids: [] },
  });
  return { clientContacts, total: rows.length + clientRows.length + lakesideRows.length };
}
