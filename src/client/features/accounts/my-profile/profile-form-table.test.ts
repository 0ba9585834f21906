import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#contract/users';
import { buildUser } from '#client/test-utils/account-fixtures';
import { profileFormBody, profileFormSchema, profileFormValues } from './profile-form-table';

const enthusiast = buildUser({
  userType: 'enthusiast',
  phone: '07700 900123',
  bio: 'Rode ponies as a child.',
  riderWeight: '9-11st',
  experienceLevel: 'advanced',
  showExperience: false,
});
const owner = buildUser({
  userType: 'owner',
  phone: null,
  bio: null,
  riderWeight: null,
  experienceLevel: null,
});

describe("My Profile's field table", () => {
  // Each entry's value for the member and its value for the body must undo each other, or saving the form
  // untouched would change the profile: this holds a new entry to that too.
  it.each([
    ['an enthusiast who said everything', enthusiast],
    ['an owner who left the optional fields empty', owner],
  ])('sends a profile saved untouched back as it was: %s', (_, user: SessionUser) => {
    const checked = profileFormSchema(user.userType === 'enthusiast').parse(profileFormValues(user));
    const body = profileFormBody(checked, user);
    expect(Object.keys(body).length).toBeGreaterThan(8);
    for (const [name, sent] of Object.entries(body))
      expect(sent, name).toEqual(user[name as keyof SessionUser]);
  });
});
