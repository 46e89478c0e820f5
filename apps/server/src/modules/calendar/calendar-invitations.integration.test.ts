import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNewestEmails } from '../../platform/email/outbound-emails.repository';
import { createTestContext, type TestContext } from '../../test/harness';
import { ifMatch } from '../../test/versioning-kit';
import { sessions } from '../transactions/transactions-test-kit';
import { createEvent, dayFromToday } from './calendar-test-kit';

/** Attendees receive the event as an .ics attachment: REQUEST on create and change, CANCEL on cancel. */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

async function invitesTo(to: string, title: string) {
  return (await findNewestEmails(ctx.db, 100))
    .filter((m) => m.to === to && m.subject.includes(title))
    .reverse();
}

/** The attachment read back by an independent parser (ical.js). */
function parseInvite(mail: { attachments: { filename: string; contentType: string; content: string }[] }) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments;
  expect(file!.filename).toBe('invite.ics');
  const calendar = new ICAL.Component(ICAL.parse(file!.content));
  const [vevent] = calendar.getAllSubcomponents('vevent');
  return { calendar, vevent: vevent!, contentType: file!.contentType };
}

describe('invitations with an .ics', () => {
  it('mails members and contacts an invite on create, an update on change, a cancellation on cancel', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const contact = await ctx.request('POST', '/api/contacts', {
      cookie: realtor,
      body: { first_name: 'Penny', last_name: 'Buyer', emails: [{ value: 'penny@buyers.test' }] },
    });
    expect(contact.status).toBe(201);
    const tc = ctx.seed!.harborview.users.get('transaction_coordinator')!;
    const day = dayFromToday(9);
    const event = await createEvent(ctx, realtor, {
      kind: 'showing',
      title: 'Showing at 9 Elm',
      all_day: false,
      start: `${day}T15:00:00.000Z`,
      end: `${day}T16:00:00.000Z`,
      location: '9 Elm St, Portland',
      attendees: { user_ids: [tc], contact_ids: [contact.json.id] },
    });

    const [invite] = await invitesTo('penny@buyers.test', 'Showing at 9 Elm');
    expect(invite!.subject).toMatch(/^Invitation: Showing at 9 Elm/);
    const first = parseInvite(invite!);
    expect(first.contentType).toContain('method=REQUEST');
    expect(first.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(first.vevent.getFirstPropertyValue('uid')).toBe(`event-${event.id}@threshold`);
    expect(new ICAL.Event(first.vevent).startDate.toJSDate().toISOString()).toBe(`${day}T15:00:00.000Z`);
    expect(first.vevent.getFirstPropertyValue('location')).toBe('9 Elm St, Portland');
    expect(String(first.vevent.getFirstPropertyValue('organizer'))).toBe('mailto:realtor@demo.test');
    expect(
      first.vevent
        .getAllProperties('attendee')
        .map((p) => String(p.getFirstValue()))
        .sort(),
    ).toEqual(['mailto:penny@buyers.test', 'mailto:transaction_coordinator@demo.test']);
    // The member attendee is mailed too; the organizer is not.
    expect(await invitesTo('transaction_coordinator@demo.test', 'Showing at 9 Elm')).toHaveLength(1);
    expect(await invitesTo('realtor@demo.test', 'Showing at 9 Elm')).toHaveLength(0);

    const moved = await ctx.request('PATCH', `/api/calendar/events/${event.id}`, {
      cookie: realtor,
      headers: ifMatch(event.version),
      body: { all_day: false, start: `${day}T17:00:00.000Z`, end: `${day}T18:00:00.000Z` },
    });
    expect(moved.status).toBe(200);
    const [, update] = await invitesTo('penny@buyers.test', 'Showing at 9 Elm');
    expect(update!.subject).toMatch(/^Updated invitation:/);
    const second = parseInvite(update!);
    expect(second.vevent.getFirstPropertyValue('uid')).toBe(`event-${event.id}@threshold`);
    expect(second.vevent.getFirstPropertyValue('sequence')).toBe(moved.json.version);
    expect(new ICAL.Event(second.vevent).startDate.toJSDate().toISOString()).toBe(`${day}T17:00:00.000Z`);

    const cancelled = await ctx.request('DELETE', `/api/calendar/events/${event.id}`, {
      cookie: realtor,
      headers: ifMatch(moved.json.version),
    });
    expect(cancelled.status).toBe(200);
    const [, , cancel] = await invitesTo('penny@buyers.test', 'Showing at 9 Elm');
    expect(cancel!.subject).toMatch(/^Cancelled:/);
    const third = parseInvite(cancel!);
    expect(third.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(third.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('sends nothing for an event without attendees', async () => {
    const realtor = await cookieFor('realtor@demo.test');
    const before = (await findNewestEmails(ctx.db, 1))[0]?.id;
    await createEvent(ctx, realtor, {
      kind: 'personal',
      title: 'Dentist',
      all_day: true,
      start: dayFromToday(3),
      end: dayFromToday(3),
    });
    expect((await findNewestEmails(ctx.db, 1))[0]?.id).toBe(before);
  });
});
