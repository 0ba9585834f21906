import { describe, expect, it } from 'vitest';
import { gettingStarted, ownerGettingStarted } from './getting-started.js';

const base = { profileImage: null, hasBrowsedHorses: false } as const;

describe('the Getting Started checklist', () => {
  it('counts a pending ID check as done and says that it is still waiting', () => {
    const pending = gettingStarted({ ...base, verificationStatus: 'pending' });
    expect(pending.items.find((item) => item.key === 'verification')).toEqual({
      key: 'verification',
      label: 'ID sent: we will check it soon',
      done: true,
    });
    expect(pending).toMatchObject({ done: 1, total: 3, percent: 33 });
  });

  it('asks for the check until a document is sent, and for nothing once it is approved', () => {
    for (const status of ['unverified', 'rejected'] as const) {
      const item = gettingStarted({ ...base, verificationStatus: status }).items[1];
      expect(item).toMatchObject({ label: 'Verify your identity', done: false });
    }
    const verified = gettingStarted({ ...base, verificationStatus: 'verified' }).items[1];
    expect(verified).toMatchObject({ label: 'Verify your identity', done: true });
  });
});

describe("the owners' checklist", () => {
  it('is read from facts: a confirmed e-mail, a photo, a listed horse, an ID check sent or approved', () => {
    const start = {
      emailVerified: false,
      profileImage: null,
      verificationStatus: 'unverified',
      horseCount: 0,
    } as const;
    expect(ownerGettingStarted(start)).toMatchObject({ done: 0, total: 4, percent: 0 });
    const along = ownerGettingStarted({
      ...start,
      emailVerified: true,
      horseCount: 2,
      verificationStatus: 'pending',
    });
    expect(along.items.map((item) => [item.label, item.done])).toEqual([
      ['Confirm your e-mail', true],
      ['Add a profile photo', false],
      ['List your first horse', true],
      ['ID sent: we will check it soon', true],
    ]);
    expect(along).toMatchObject({ done: 3, percent: 75 });
  });
});
