import { visitInWords } from '#contract/rules/visit-words.js';
import { addDays } from '#contract/rules/calendar-days.js';
import { recurringMailToMember, type RecurringMail } from '#server/adapters/mailer/index.js';
import type { Executor } from '#server/db/client.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { tryEach, type HousekeepingTask } from '#server/platform/jobs/housekeeping.js';
import {
  findShareDaysToRemind,
  findVisitsToRemind,
  markReminded,
  markShareDayReminded,
  type VisitToRemind,
} from './visit-reminders.repository.js';

export interface ReminderDeps extends RecurringMail {
  db: Executor;
}

function reminder(deps: ReminderDeps, visit: VisitToRemind, to: 'owner' | 'requester') {
  const when = visitInWords(visit);
  const member = to === 'owner' ? visit.owner : visit.requester;
  const other = to === 'owner' ? visit.requester : visit.owner;
  return recurringMailToMember(deps, member, { kind: 'visits', id: member.id }, (stop) => ({
    subject: `Tomorrow: your visit to ${visit.horseName}, ${when}`,
    paragraphs: [
      to === 'owner'
        ? `${other.firstName} is coming to help with ${visit.horseName} tomorrow, ${when}.`
        : `You are visiting ${visit.horseName} with ${other.firstName} tomorrow, ${when}.`,
      // The yard's address and care card are on the site, for the enthusiast only, not in a mail.
      to === 'owner'
        ? 'Your yard details are shown to them on the site until the visit ends.'
        : 'The yard details (address, directions, parking, the care card) are with your request on the site.',
      `Something changed? Cancel with a reason from your requests: ${deps.publicUrl}/requests`,
      `Rather not get these reminders? Turn them off in My Profile, or with one click: ${stop}`,
    ],
    action: { label: 'See the visit', url: `${deps.publicUrl}/requests` },
  }));
}

/**
 * The day-before reminder: every accepted visit that starts tomorrow (London, by the calendar clock) and
 * has not been reminded gets one mail to each party, then is marked, so an hourly run sends it once. A
 * visit is marked only once both mails went, so a failed send is tried again the next hour.
 */
export async function sendVisitReminders(deps: ReminderDeps, today = calendarToday()): Promise<number> {
  const tomorrow = addDays(today, 1);
  // A share is reminded of day by day, like a visit of each of its days.
  const visits = [
    ...(await findVisitsToRemind(deps.db, tomorrow)),
    ...(await findShareDaysToRemind(deps.db, tomorrow)),
  ];
  let sent = 0;
  await tryEach(visits, async (visit) => {
    // A member who switched reminders off, or has not confirmed their address, gets none; the visit (or
    // the share's day) is still marked, so none comes later.
    for (const to of ['requester', 'owner'] as const) {
      const mail = visit[to].visitReminders ? reminder(deps, visit, to) : undefined;
      if (mail) await deps.mailer.send(mail);
    }
    if (visit.shareDayId === undefined) await markReminded(deps.db, visit.id);
    else await markShareDayReminded(deps.db, visit.shareDayId);
    sent += 1;
  });
  return sent;
}

/** The reminders as a housekeeping task (main.ts adds it to the hourly run). */
export const visitReminders =
  (deps: ReminderDeps): HousekeepingTask =>
  async () => {
    await sendVisitReminders(deps);
  };
