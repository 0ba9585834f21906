import { describe, expect, it } from 'vitest';
import { canEditHorse, canListHorses } from './horse-policy.js';

describe('horse policy', () => {
  it('lets owners list horses, and nobody else', () => {
    expect(canListHorses({ userType: 'owner' })).toBe(true);
    expect(canListHorses({ userType: 'enthusiast' })).toBe(false);
    expect(canListHorses(null)).toBe(false);
    expect(canListHorses(undefined)).toBe(false);
  });

  it("lets only the horse's owner edit it", () => {
    const horse = { ownerId: 7 };
    expect(canEditHorse({ id: 7, userType: 'owner' }, horse)).toBe(true);
    expect(canEditHorse({ id: 8, userType: 'owner' }, horse)).toBe(false);
    expect(canEditHorse({ id: 8, userType: 'enthusiast' }, horse)).toBe(false);
    expect(canEditHorse(null, horse)).toBe(false);
  });
});
