import { describe, expect, it } from 'vitest';
import {
  answeringFigures,
  answeringWords,
  answerTimeWords,
  dayOutcome,
  keptVisits,
  keptVisitsWords,
  type ReceivedRequest,
  type RiderDay,
} from './reliability.js';

// Tuesday 2 March 2027, 12:00 in London (GMT, so UTC too).
const NOW = new Date('2027-03-02T12:00:00Z');
const at = (iso: string) => new Date(iso);

const day = (over: Partial<RiderDay>): RiderDay => ({
  date: '2027-03-01',
  startTime: '09:00',
  endTime: '12:00',
  status: 'planned',
  changedBy: null,
  changedAt: null,
  ...over,
});

describe('kept visits', () => {
  it.each([
    ['a planned day that has ended', day({}), 'kept'],
    [
      'a planned day still under way',
      day({ date: '2027-03-02', startTime: '11:00', endTime: '13:00' }),
      null,
    ],
    ['a planned day to come', day({ date: '2027-03-05' }), null],
    ['a day the owner marked missed', day({ status: 'missed', changedBy: 'owner' }), 'broken'],
    [
      'a day the rider skipped 25 hours before',
      day({
        date: '2027-03-05',
        status: 'skipped',
        changedBy: 'rider',
        changedAt: at('2027-03-04T07:59:00Z'),
      }),
      null,
    ],
    [
      'a day the rider skipped exactly 24 hours before',
      day({
        date: '2027-03-05',
        status: 'skipped',
        changedBy: 'rider',
        changedAt: at('2027-03-04T09:00:00Z'),
      }),
      'broken',
    ],
    [
      'a visit the rider cancelled the evening before',
      day({ status: 'cancelled', changedBy: 'rider', changedAt: at('2027-02-28T20:00:00Z') }),
      'broken',
    ],
    [
      'a visit the rider said did not take place, afterwards',
      day({ status: 'cancelled', changedBy: 'rider', changedAt: at('2027-03-01T18:00:00Z') }),
      'broken',
    ],
    [
      'a visit the owner called off the day before',
      day({ status: 'cancelled', changedBy: 'owner', changedAt: at('2027-02-28T20:00:00Z') }),
      null,
    ],
    [
      'a visit the owner said did not take place',
      day({ status: 'cancelled', changedBy: 'owner', changedAt: at('2027-03-01T18:00:00Z') }),
      'broken',
    ],
    ['a day cancelled with no time known', day({ status: 'cancelled', changedBy: 'rider' }), null],
    ['a day cancelled by ending the share, nobody named', day({ status: 'cancelled', changedAt: NOW }), null],
  ] as const)('%s', (_, given, outcome) => {
    expect(dayOutcome(given, NOW)).toBe(outcome);
  });

  it('reads "24 hours before" on London’s clock across the change to summer time', () => {
    // Sunday 28 March 2027 the clocks go forward at 01:00 GMT. A day on Monday 29 March at 09:00 BST
    // (08:00 UTC): the rider skips on Sunday at 09:30 BST (08:30 UTC), inside the 24 hours.
    const monday = day({ date: '2027-03-29', status: 'skipped', changedBy: 'rider' });
    expect(dayOutcome({ ...monday, changedAt: at('2027-03-28T08:30:00Z') }, NOW)).toBe('broken');
    // At 08:30 BST (07:30 UTC) on Sunday it was still in good time.
    expect(dayOutcome({ ...monday, changedAt: at('2027-03-28T07:30:00Z') }, NOW)).toBe(null);
  });

  it('counts twelve days by hand: eleven kept, one missed, two late skips, the rest not due', () => {
    const days: RiderDay[] = [
      // Eleven Mondays and Thursdays that came and went, and one the owner marked missed.
      ...[
        '2027-01-04',
        '2027-01-07',
        '2027-01-11',
        '2027-01-14',
        '2027-01-18',
        '2027-01-21',
        '2027-01-25',
        '2027-01-28',
        '2027-02-01',
        '2027-02-04',
        '2027-02-08',
      ].map((date) => day({ date })),
      day({ date: '2027-02-11', status: 'missed', changedBy: 'owner' }),
      // Skipped a week ahead: not due. Cancelled by the owner ahead: not due. Still to come: not due.
      day({
        date: '2027-02-15',
        status: 'skipped',
        changedBy: 'rider',
        changedAt: at('2027-02-08T10:00:00Z'),
      }),
      day({
        date: '2027-02-18',
        status: 'cancelled',
        changedBy: 'owner',
        changedAt: at('2027-02-10T10:00:00Z'),
      }),
      day({ date: '2027-03-04' }),
    ];
    const counted = keptVisits(days, NOW);
    expect(counted).toEqual({ kept: 11, due: 12 });
    expect(keptVisitsWords(counted)).toBe('Kept 11 of 12 visits');
    // Two late skips make it 11 of 14.
    const late = [
      day({
        date: '2027-02-22',
        status: 'skipped',
        changedBy: 'rider',
        changedAt: at('2027-02-22T08:00:00Z'),
      }),
      day({
        date: '2027-02-25',
        status: 'skipped',
        changedBy: 'rider',
        changedAt: at('2027-02-24T12:00:00Z'),
      }),
    ];
    expect(keptVisits([...days, ...late], NOW)).toEqual({ kept: 11, due: 14 });
  });

  it('says nothing before any day counts, and one visit in the singular', () => {
    expect(keptVisitsWords({ kept: 0, due: 0 })).toBeNull();
    expect(keptVisitsWords({ kept: 1, due: 1 })).toBe('Kept 1 of 1 visit');
  });
});

describe('answering figures', () => {
  const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
  const answered = (ago: number, tookHours: number): ReceivedRequest => ({
    createdAt: hoursAgo(ago),
    answeredAt: hoursAgo(ago - tookHours),
    withdrawnAt: null,
  });
  const waiting = (ago: number): ReceivedRequest => ({
    createdAt: hoursAgo(ago),
    answeredAt: null,
    withdrawnAt: null,
  });

  it('counts by hand: four answered in 1, 3, 5 and 30 hours, one left 4 days, one too young, one too old', () => {
    const received = [
      answered(100, 1),
      answered(200, 3),
      answered(300, 5),
      answered(400, 30),
      waiting(96),
      // Not yet counted: 2 days old and waiting.
      waiting(48),
      // Outside the 90 days.
      answered(91 * 24, 2),
      // Withdrawn after 10 hours without an answer: not counted; after 80 hours: counted, not answered.
      { createdAt: hoursAgo(500), answeredAt: null, withdrawnAt: hoursAgo(490) },
      { createdAt: hoursAgo(600), answeredAt: null, withdrawnAt: hoursAgo(520) },
    ];
    const figures = answeringFigures(received, NOW);
    // Median of 1, 3, 5, 30 hours: 4 hours.
    expect(figures).toEqual({ counted: 6, answered: 4, medianMs: 4 * 3_600_000 });
    expect(answeringWords(figures)).toBe(
      'Answered 4 of 6 requests in the last 90 days, usually within 4 hours',
    );
  });

  it('is shown only from three requests that count', () => {
    const two = answeringFigures([answered(10, 1), answered(20, 2), waiting(5)], NOW);
    expect(two.counted).toBe(2);
    expect(answeringWords(two)).toBeNull();
    const three = answeringFigures([answered(10, 1), answered(20, 2), waiting(80)], NOW);
    expect(answeringWords(three)).toBe(
      'Answered 2 of 3 requests in the last 90 days, usually within 2 hours',
    );
  });

  it('says the share alone when none was answered', () => {
    expect(answeringWords(answeringFigures([waiting(80), waiting(90), waiting(100)], NOW))).toBe(
      'Answered 0 of 3 requests in the last 90 days',
    );
  });

  it('rounds the usual time up, so that "within" holds', () => {
    expect(answerTimeWords(10 * 60_000)).toBe('an hour');
    expect(answerTimeWords(61 * 60_000)).toBe('2 hours');
    expect(answerTimeWords(47 * 3_600_000)).toBe('47 hours');
    expect(answerTimeWords(49 * 3_600_000)).toBe('3 days');
  });
});
