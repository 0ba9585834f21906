/** The enthusiasts' Getting Started checklist (docs/product.md §M4, §M9): three items, shown as n/3 and %. */
export const GETTING_STARTED_TOTAL = 3;

export interface GettingStartedInput {
  profileImage: string | null;
  verificationStatus: 'unverified' | 'pending' | 'verified' | 'rejected';
  hasBrowsedHorses: boolean;
}

export interface GettingStartedItem {
  key: 'photo' | 'verification' | 'browsed' | 'email' | 'horse';
  label: string;
  done: boolean;
}

export function gettingStarted(user: GettingStartedInput): {
  items: GettingStartedItem[];
  done: number;
  total: number;
  percent: number;
} {
  const items: GettingStartedItem[] = [
    { key: 'photo', label: 'Add a profile photo', done: Boolean(user.profileImage) },
    {
      key: 'verification',
      // A pending check counts as the member's step done, and says plainly that it is still waiting.
      label:
        user.verificationStatus === 'pending' ? 'ID sent: we will check it soon' : 'Verify your identity',
      done: user.verificationStatus === 'verified' || user.verificationStatus === 'pending',
    },
    { key: 'browsed', label: 'Browse horses', done: user.hasBrowsedHorses },
  ];
  const done = items.filter((item) => item.done).length;
  return {
    items,
    done,
    total: GETTING_STARTED_TOTAL,
    percent: Math.round((done / GETTING_STARTED_TOTAL) * 100),
  };
}

/** What an owner's checklist is computed from: their own record and how many horses they list. */
export interface OwnerGettingStartedInput {
  emailVerified: boolean;
  profileImage: string | null;
  verificationStatus: GettingStartedInput['verificationStatus'];
  horseCount: number;
}

/**
 * The owners' own checklist (the specification gives enthusiasts one; owners had none): four facts,
 * each read from what is stored, never from a step the screen remembers.
 */
export function ownerGettingStarted(owner: OwnerGettingStartedInput): ReturnType<typeof gettingStarted> {
  const verification = gettingStarted({ ...owner, hasBrowsedHorses: false }).items[1]!;
  const items: GettingStartedItem[] = [
    { key: 'email', label: 'Confirm your e-mail', done: owner.emailVerified },
    { key: 'photo', label: 'Add a profile photo', done: Boolean(owner.profileImage) },
    { key: 'horse', label: 'List your first horse', done: owner.horseCount > 0 },
    verification,
  ];
  const done = items.filter((item) => item.done).length;
  return { items, done, total: items.length, percent: Math.round((done / items.length) * 100) };
}
