import type { Executor } from '#server/db/client.js';
import { hashPassword } from '#server/features/auth/index.js';
import { insertUsersIfAbsent } from '#server/features/users/index.js';

export const DEMO_EMAIL_DOMAIN = 'demo.stablemates.local';
export const DEMO_PASSWORD = 'Demo-Stable-2025';

const DEMO_MEMBERS = [
  { firstName: 'Harriet', lastName: 'Moss', userType: 'owner', location: 'York', postcode: 'YO1 7HH' },
  { firstName: 'Callum', lastName: 'Reid', userType: 'owner', location: 'Edinburgh', postcode: 'EH1 1YZ' },
  { firstName: 'Priya', lastName: 'Shah', userType: 'owner', location: 'Bristol', postcode: 'BS1 4DJ' },
  // More owners, so the demo horses spread over the country (demo-horses.ts).
  { firstName: 'Gwen', lastName: 'Price', userType: 'owner', location: 'Brecon', postcode: 'LD3 7HP' },
  { firstName: 'Ellie', lastName: 'Hart', userType: 'owner', location: 'Norwich', postcode: 'NR2 1TF' },
  { firstName: 'Rob', lastName: 'Tanner', userType: 'owner', location: 'Exeter', postcode: 'EX1 1HS' },
  { firstName: 'Fiona', lastName: 'Grant', userType: 'owner', location: 'Inverness', postcode: 'IV1 1JJ' },
  { firstName: 'Mark', lastName: 'Bell', userType: 'owner', location: 'Kendal', postcode: 'LA9 4DL' },
  { firstName: 'Lucy', lastName: 'Ward', userType: 'owner', location: 'Guildford', postcode: 'GU1 3AJ' },
  {
    firstName: 'Tom',
    lastName: 'Evans',
    userType: 'enthusiast',
    location: 'Manchester',
    postcode: 'M1 1AE',
    riderWeight: '11-13st',
  },
  {
    firstName: 'Amy',
    lastName: 'Clarke',
    userType: 'enthusiast',
    location: 'London',
    postcode: 'SW1A 1AA',
    riderWeight: '9-11st',
  },
] as const;

/** The sign-in address of a demo member, from their first name. */
export const demoEmail = (firstName: string) => `${firstName.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`;

/** Demo owners and enthusiasts, all with DEMO_PASSWORD. Existing ones are left as they are. */
export async function seedDemoMembers(db: Executor): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const rows = DEMO_MEMBERS.map((member) => {
    const email = demoEmail(member.firstName);
    return {
      ...member,
      email,
      username: email,
      passwordHash,
      bio: `Demo ${member.userType} account. Sign in with ${email} / ${DEMO_PASSWORD}.`,
      ageConfirmedAt: now,
      // Demo members have confirmed their e-mail, so they can message and review as real members do.
      emailVerifiedAt: now,
      termsAcceptedAt: now,
    };
  });
  return insertUsersIfAbsent(db, rows);
}
