import { describe, expect, it } from 'vitest';
import { shortDay, visitInWords } from './visit-words.js';

describe('a visit in words', () => {
  it('writes the day short and the times with an en dash', () => {
    expect(shortDay('2026-12-02')).toBe('Wed 2 Dec');
    expect(
      visitInWords({ startDate: '2026-12-01', endDate: '2026-12-01', startTime: '10:00', endTime: '12:00' }),
    ).toBe('Tue 1 Dec, 10:00–12:00');
    expect(visitInWords({ startDate: '2026-12-01', endDate: '2026-12-03' })).toBe('Tue 1 Dec – Thu 3 Dec');
    expect(visitInWords({ startDate: null, endDate: null })).toBe('No date given');
  });
});
