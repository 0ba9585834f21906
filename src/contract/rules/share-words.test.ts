import { describe, expect, it } from 'vitest';
import { shareInWords } from './share-words.js';

describe('a share in words', () => {
  it('names the weekdays in week order, the first day, the times and the end of the trial', () => {
    const share = {
      weekdays: ['saturday', 'tuesday'] as const,
      startDate: '2026-12-01',
      trialEndsOn: '2026-12-28',
    };
    expect(shareInWords({ ...share, days: [{ startTime: '10:00', endTime: '12:00' }] })).toBe(
      'Tue & Sat from Tue 1 Dec, 10:00–12:00 · trial until Mon 28 Dec',
    );
    expect(shareInWords({ ...share, days: [] })).toBe('Tue & Sat from Tue 1 Dec · trial until Mon 28 Dec');
  });
});
