import type { Horse } from './horses';
import { HEIGHT_LABELS } from './option-lists';
import type { PublicUser } from './users';

/**
 * The words a page names itself by (issue 30): the client sets them as the page opens, and the server
 * writes them into the HTML it sends, for search engines and link previews, which read no script. One
 * source for both, so a shared link and the open page say the same.
 */
export interface PageHeading {
  title: string;
  description: (siteName: string) => string;
}

export const DEFAULT_DESCRIPTION =
  'A UK community matching horse owners who need a hand with horse enthusiasts who want time with horses.';

/** `Title | Site`, or the site's name alone for a page without a title. */
export const fullPageTitle = (title: string | undefined, siteName: string): string =>
  title ? `${title} | ${siteName}` : siteName;

/** The pages that are the same for everyone, by path. */
export const STATIC_PAGE_HEADINGS = {
  '/': {
    title: 'Horse owners and horse lovers, matched',
    description: () =>
      'A UK community interest company matching horse owners who need a hand with horse enthusiasts who want time with horses. Always free to get started.',
  },
  '/faqs': {
    title: 'Frequently Asked Questions',
    description: (siteName) =>
      `Answers for horse owners, horse lovers and riding schools (what we check: business name, insurance certificate, Premium): plans, safety, verification and using ${siteName}.`,
  },
  '/about-us': {
    title: 'About Us',
    description: (siteName) =>
      `Why ${siteName} exists: a UK community interest company connecting horse owners who need a hand with horse lovers.`,
  },
  '/safety-guidelines': {
    title: 'Safety Guidelines',
    description: () =>
      'How to stay safe when meeting other members, handling and riding horses, and what to do if something goes wrong.',
  },
  '/contact-us': {
    title: 'Contact Us',
    description: () =>
      'Get in touch with the team: general questions, safety concerns and technical support, with our response times.',
  },
  '/terms-of-service': {
    title: 'Terms of Service',
    description: (siteName) =>
      `The rules for using ${siteName}: who can join, free and premium plans, refunds, insurance, acceptable use and more.`,
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: (siteName) =>
      `How ${siteName} collects, uses and protects your personal information under UK GDPR, and your rights.`,
  },
} satisfies Record<string, PageHeading>;

export type StaticPagePath = keyof typeof STATIC_PAGE_HEADINGS;

/** "14.2 hh": a height band's top, as horse people say a height. */
function heightWords(height: Horse['height']): string {
  return HEIGHT_LABELS[height].replace(/\s*-\s*/, '–');
}

/** "Biscuit, 13.3–14.2 hh Welsh Cob near Guildford": a horse named as a shared link should name it. */
export function horsePageTitle(horse: Pick<Horse, 'name' | 'height' | 'breed' | 'location'>): string {
  return `${horse.name}, ${heightWords(horse.height)} ${horse.breed} near ${horse.location}`;
}

/** The horse's own words when it has some, cut at a word to fit a search result's snippet. */
export function horsePageDescription(horse: Pick<Horse, 'name' | 'description' | 'services'>): string {
  const words = horse.description?.replace(/\s+/g, ' ').trim();
  if (!words) return `${horse.name} is looking for a hand: see the horse, its owner and when to visit.`;
  if (words.length <= 160) return words;
  const cut = words.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

export function browsePageTitle(location: string | undefined): string {
  return location ? `Horses near ${location}` : 'Browse horses';
}

export function browsePageDescription(location: string | undefined): string {
  return location
    ? `Horses near ${location} whose owners would welcome a hand with riding, yard work and care.`
    : 'Find a horse near you whose owner would welcome a hand with riding, yard work and care.';
}

export function profilePageTitle(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function profilePageDescription(
  user: Pick<PublicUser, 'firstName' | 'userType' | 'location'>,
  siteName: string,
): string {
  const who = user.userType === 'owner' ? 'a horse owner' : 'a horse enthusiast';
  return `${user.firstName} is ${who}${user.location ? ` in ${user.location}` : ''} on ${siteName}.`;
}
