import { RIDING_SCHOOL_LIMITS } from '#contract/riding-schools.js';
import { addDays, londonToday } from '#contract/rules/calendar-days.js';
import type { SiteMail } from '#server/adapters/mailer/index.js';
import type { Executor } from '#server/db/client.js';
import { tryEach, type HousekeepingTask } from '#server/platform/jobs/housekeeping.js';
import { unheldFilesSweep, type PrivateDocuments } from '../verification/index.js';
import { mailInsuranceExpired, mailInsuranceReminder } from './riding-school-mail.js';
import {
  findDueExpiryNotices,
  findDueReminders,
  findHeldCertificateKeys,
  updateSchool,
} from './riding-schools.repository.js';
import { CERTIFICATE_FOLDER } from './riding-schools.service.js';

/**
 * Housekeeping (hourly, one process): a verified riding school is reminded once, 30 days before its
 * insurance's last day, and told once, the day after, that its horses have left the lists and what to do.
 * The lists themselves need no job: the listing rule reads the expiry day against today (decision 0054).
 * Each mail is marked sent for that certificate's expiry only once it went, so a failed send is tried
 * again at the next run, and a renewed certificate (a new expiry day) is reminded afresh.
 */
export const insuranceNotices =
  (deps: SiteMail & { db: Executor }): HousekeepingTask =>
  async (now) => {
    const today = londonToday(now);
    const reminders = await findDueReminders(
      deps.db,
      today,
      addDays(today, RIDING_SCHOOL_LIMITS.reminderDays),
    );
    const expired = await findDueExpiryNotices(deps.db, today);
    await tryEach(
      [
        ...reminders.map((due) => ({ due, kind: 'reminder' as const })),
        ...expired.map((due) => ({ due, kind: 'expired' as const })),
      ],
      async ({ due, kind }) => {
        const expiresOn = due.school.verifiedUntil;
        if (expiresOn === null) return;
        const school = { ...due.school, verifiedUntil: expiresOn };
        if (kind === 'reminder') {
          await mailInsuranceReminder(deps, due.owner, school);
          await updateSchool(deps.db, school.userId, { remindedFor: expiresOn });
        } else {
          await mailInsuranceExpired(deps, due.owner, school);
          await updateSchool(deps.db, school.userId, { expiryToldFor: expiresOn });
        }
      },
    );
  };

/**
 * Housekeeping: deletes every insurance certificate no riding school's row names (a rejection, a newer
 * certificate, a withdrawn claim or a deleted account let go of it), as the identity documents' sweep does
 * (decision 0046), after the same hour of grace for an upload on its way in.
 */
export const unheldCertificatesSweep = (deps: {
  db: Executor;
  documents: PrivateDocuments;
}): HousekeepingTask => unheldFilesSweep(deps, CERTIFICATE_FOLDER, findHeldCertificateKeys);
