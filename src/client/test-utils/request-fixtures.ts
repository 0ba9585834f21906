import type { RequestView } from '#contract/requests';
import { shareDates } from '#contract/rules/share-days';
import type { ShareDay } from '#contract/shares';
import { YARD_FIELDS, type YardDetails } from '#contract/visits';
import { fixture } from './fixture';

/** Test data for the request screens (imported by *.test.tsx only). */

/** Ellie (3) asked Fiona (9) to help with Bramble on Tuesday 24 November 2026, still pending. */
export const buildRequestView = fixture<RequestView>({
  id: 12,
  horseId: 5,
  requesterId: 3,
  ownerId: 9,
  service: 'general-care',
  startDate: '2026-11-24',
  endDate: '2026-11-24',
  message: 'I can help on Tuesday.',
  status: 'pending',
  createdAt: '2026-11-22T10:00:00.000Z',
  horse: { id: 5, name: 'Bramble', image: null },
  requester: { id: 3, firstName: 'Ellie', lastName: 'Rider', profileImage: null },
  owner: { id: 9, firstName: 'Fiona', lastName: 'Hay', profileImage: null },
  reason: null,
  changedById: null,
  undoMsLeft: 0,
  yardDetails: null,
  requesterRecord: null,
  inboxGroup: 0,
  unanswered: false,
  slot: { id: 7, title: 'Weekdays 9-5', startTime: '09:00', endTime: '17:00' },
  preferredTime: '10:00',
  isFlexible: true,
  activities: ['general-care'],
  kind: 'visit',
  weekdays: [],
  trialEndsOn: null,
  days: [
    {
      date: '2026-11-24',
      startTime: '10:00',
      endTime: '11:00',
      status: 'planned',
      reason: null,
      taken: false,
    },
  ],
  isOver: false,
  carryOn: { asked: false, owner: null, requester: null },
  proposedChange: null,
});

/** Yard details with every field empty but those the test fills in. */
export const buildYardDetails = fixture<YardDetails>(
  Object.fromEntries(YARD_FIELDS.map((field) => [field, ''])) as YardDetails,
);

/** The days of a share on its weekdays from..to, 09:00–12:00, planned unless `change` says otherwise. */
export function buildShareDays(
  weekdays: RequestView['weekdays'],
  range: { from: string; to: string },
  change: (day: ShareDay) => Partial<ShareDay> = () => ({}),
): ShareDay[] {
  return shareDates(weekdays, range.from, range.to).map((date) => {
    const day: ShareDay = {
      date,
      startTime: '09:00',
      endTime: '12:00',
      status: 'planned',
      reason: null,
      taken: false,
    };
    return { ...day, ...change(day) };
  });
}

/**
 * Ellie (3) asks Fiona (9) to share Bramble every Tuesday and Saturday, 09:00–12:00, from Tuesday 1
 * December 2026 with a four-week trial (until Monday 28 December), still pending.
 */
export const buildShareView = fixture<RequestView>({
  ...buildRequestView(),
  kind: 'share',
  service: 'exercising-riding',
  startDate: '2026-12-01',
  endDate: null,
  message: 'I ride twice a week.',
  slot: null,
  preferredTime: null,
  isFlexible: false,
  activities: [],
  weekdays: ['tuesday', 'saturday'],
  trialEndsOn: '2026-12-28',
  days: buildShareDays(['tuesday', 'saturday'], { from: '2026-12-01', to: '2026-12-28' }),
});
