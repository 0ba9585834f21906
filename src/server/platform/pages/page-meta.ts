import { HorseSchema, type Horse } from '#contract/horses.js';
import {
  browsePageDescription,
  browsePageTitle,
  DEFAULT_DESCRIPTION,
  fullPageTitle,
  horsePageDescription,
  horsePageTitle,
  profilePageDescription,
  profilePageTitle,
  STATIC_PAGE_HEADINGS,
} from '#contract/page-meta.js';
import { approvedPhotos } from '#contract/rules/horse-photos.js';
import { PublicUserSchema, type PublicUser } from '#contract/users.js';
// schema.org's vocabulary as types: a property or type it does not define fails the type check (issue 30).
import type { BreadcrumbList, Organization, ProfilePage, WebPage, WithContext } from 'schema-dts';

/**
 * How a page names itself to search engines and link previews (issue 30), which read the HTML and run no
 * script. Only public pages may be indexed; everything else (a member's own pages, admin, sign-in, an
 * unknown address) says `noindex`. What a public page says comes from the reply a visitor who is not
 * signed in gets, so nothing a visitor may not see (a pending photo, a hidden horse, a postcode) can reach
 * a preview: a horse is named by the town its owner typed, never finer.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute, from PUBLIC_URL; only on an indexable page. */
  canonical?: string;
  indexable: boolean;
  /** Open Graph: 'website' for most pages, 'profile' for a member. */
  ogType: 'website' | 'profile';
  /** Absolute address of the preview picture (1200 × 630). */
  image: string;
  imageAlt: string;
  /** schema.org objects, each written as its own JSON-LD block. */
  structuredData: object[];
}

export interface PageMetaDeps {
  siteName: string;
  publicUrl: string;
  /** The reply a visitor who is not signed in gets for an API path; undefined unless it is a 200. */
  publicReply: (apiPath: string) => Promise<unknown>;
}

/** The site's own preview picture, for pages without one of their own. */
export const SITE_PREVIEW_PATH = '/og-default.png';

const HORSE_PATH = /^\/horse\/([1-9]\d{0,9})$/;
const USER_PATH = /^\/user\/([1-9]\d{0,9})$/;

export function organisation(deps: Pick<PageMetaDeps, 'siteName' | 'publicUrl'>): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${deps.publicUrl}/#organisation`,
    name: deps.siteName,
    url: `${deps.publicUrl}/`,
    logo: `${deps.publicUrl}/favicon.svg`,
    description: `${deps.siteName} is a UK community interest company matching horse owners who need a hand with horse enthusiasts who want time with horses. No money changes hands for riding or services.`,
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
  };
}

const breadcrumbs = (
  publicUrl: string,
  trail: Array<[name: string, path: string]>,
): WithContext<BreadcrumbList> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: `${publicUrl}${path}`,
  })),
});

/**
 * The JSON-LD of a page under Browse horses (the list, a search of it, or a horse): the page itself, part
 * of this site and published by the organisation, then its breadcrumbs from Home through Browse horses.
 */
function pageUnderBrowse(
  { siteName, publicUrl }: Pick<PageMetaDeps, 'siteName' | 'publicUrl'>,
  page: Exclude<WebPage, string>,
  trail: Array<[name: string, path: string]> = [],
): object[] {
  const webPage: WithContext<WebPage> = {
    '@context': 'https://schema.org',
    ...page,
    isPartOf: { '@type': 'WebSite', name: siteName, url: `${publicUrl}/` },
    publisher: { '@id': `${publicUrl}/#organisation` },
  };
  return [webPage, breadcrumbs(publicUrl, [['Home', '/'], ['Browse horses', '/browse'], ...trail])];
}

/** What the server writes into the head of the page at `pathname` (with its query string, `search`). */
export async function describePage(pathname: string, search: string, deps: PageMetaDeps): Promise<PageMeta> {
  const { siteName, publicUrl } = deps;
  const site = {
    ogType: 'website' as const,
    image: `${publicUrl}${SITE_PREVIEW_PATH}`,
    imageAlt: `${siteName}: horse owners and horse lovers, matched`,
  };
  const staticHeading = STATIC_PAGE_HEADINGS[pathname as keyof typeof STATIC_PAGE_HEADINGS];
  if (staticHeading) {
    return {
      ...site,
      title: fullPageTitle(staticHeading.title, siteName),
      description: staticHeading.description(siteName),
      canonical: `${publicUrl}${pathname}`,
      indexable: true,
      structuredData: pathname === '/' || pathname === '/about-us' ? [organisation(deps)] : [],
    };
  }
  if (pathname === '/browse') {
    const location = new URLSearchParams(search).get('location')?.trim().slice(0, 100) || undefined;
    const canonical = `${publicUrl}/browse${location ? `?location=${encodeURIComponent(location)}` : ''}`;
    const description = browsePageDescription(location);
    return {
      ...site,
      title: fullPageTitle(browsePageTitle(location), siteName),
      description,
      canonical,
      indexable: true,
      // The list of horses, or a search of it: schema.org's CollectionPage and its SearchResultsPage.
      structuredData: pageUnderBrowse(deps, {
        '@type': location ? 'SearchResultsPage' : 'CollectionPage',
        '@id': canonical,
        url: canonical,
        name: browsePageTitle(location),
        description,
      }),
    };
  }
  const horseId = HORSE_PATH.exec(pathname)?.[1];
  const horse = horseId ? HorseSchema.safeParse(await deps.publicReply(`/api/horses/${horseId}`)) : undefined;
  if (horse?.success) return horseMeta(horse.data, deps);
  const userId = USER_PATH.exec(pathname)?.[1];
  const user = userId
    ? PublicUserSchema.safeParse(await deps.publicReply(`/api/users/${userId}`))
    : undefined;
  if (user?.success) return profileMeta(user.data, deps);
  // A member's own pages, admin, sign-in and anything unknown: named, never indexed.
  return { ...site, title: siteName, description: DEFAULT_DESCRIPTION, indexable: false, structuredData: [] };
}

function horseMeta(horse: Horse, deps: PageMetaDeps): PageMeta {
  const { siteName, publicUrl } = deps;
  const path = `/horse/${horse.id}`;
  const title = horsePageTitle(horse);
  const description = horsePageDescription(horse);
  const cover = approvedPhotos(horse)[0];
  const image = cover ? `${publicUrl}/previews/horses/${horse.id}.jpg` : `${publicUrl}${SITE_PREVIEW_PATH}`;
  return {
    title: fullPageTitle(title, siteName),
    description,
    canonical: `${publicUrl}${path}`,
    indexable: true,
    ogType: 'website',
    image,
    imageAlt: cover ? `${horse.name}, ${horse.breed}` : `${siteName}: horse owners and horse lovers, matched`,
    structuredData: pageUnderBrowse(
      deps,
      {
        '@type': 'WebPage',
        '@id': `${publicUrl}${path}`,
        url: `${publicUrl}${path}`,
        name: title,
        description,
        ...(cover ? { primaryImageOfPage: { '@type': 'ImageObject', url: image } } : {}),
        about: {
          '@type': 'Thing',
          name: horse.name,
          description,
          ...(cover ? { image } : {}),
        },
      },
      [[horse.name, path]],
    ),
  };
}

function profileMeta(user: PublicUser, deps: PageMetaDeps): PageMeta {
  const { siteName, publicUrl } = deps;
  const path = `/user/${user.id}`;
  const name = profilePageTitle(user);
  return {
    title: fullPageTitle(name, siteName),
    description: profilePageDescription(user, siteName),
    canonical: `${publicUrl}${path}`,
    indexable: true,
    ogType: 'profile',
    image: `${publicUrl}${SITE_PREVIEW_PATH}`,
    imageAlt: `${siteName}: horse owners and horse lovers, matched`,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: `${publicUrl}${path}`,
        dateCreated: user.createdAt,
        mainEntity: {
          '@type': 'Person',
          name,
          ...(user.location ? { homeLocation: { '@type': 'Place', name: user.location } } : {}),
        },
      } satisfies WithContext<ProfilePage>,
    ],
  };
}
