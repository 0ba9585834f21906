/**
 * Which addresses search engines may visit: the public pages yes; the API, a member's own pages, admin,
 * sign-in and registration, and one-time links no (they hold nothing worth finding, and some hold a
 * token). Photos under /uploads/ stay open: an approved photo is public, and others answer 404 to
 * anyone but their owner.
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/messages',
  '/my-profile',
  '/requests',
  '/saved-searches',
  '/add-horse',
  '/edit-horse/',
  '/login',
  '/register',
  '/registration-complete',
  '/forgot-password',
  '/reset-password',
  '/email-confirmed',
  '/unsubscribe/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
