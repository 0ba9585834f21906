import { describe, expect, it } from 'vitest';
import { gettingStarted } from './getting-started.js';

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
