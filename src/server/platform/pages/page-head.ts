import { insertLiterally } from './insert-literally.js';
import type { PageMeta } from './page-meta.js';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/**
 * JSON inside a script element: `<` escaped, so no `</script>` in a horse's text can end it early. A data
 * block (application/ld+json) is never run, so the Content-Security-Policy has nothing to refuse.
 */
const jsonLd = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The tags a page's <head> carries for search engines and link previews. */
export function headTags(page: PageMeta, siteName: string): string[] {
  const tags = [`<title>${escapeHtml(page.title)}</title>`, meta('name', 'description', page.description)];
  if (!page.indexable) return [...tags, meta('name', 'robots', 'noindex')];
  return [
    ...tags,
    `<link rel="canonical" href="${escapeHtml(page.canonical ?? '')}">`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical ?? ''),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:image', page.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', page.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image),
    meta('name', 'twitter:image:alt', page.imageAlt),
    ...page.structuredData.map(jsonLd),
  ];
}

/**
 * index.html with the page's own head: the build's generic title and description replaced, the rest
 * added before </head>.
 */
export function withPageHead(html: string, page: PageMeta, siteName: string): string {
  if (!html.includes('</head>')) return html;
  const generic = insertLiterally(
    insertLiterally(html, /<title>[^<]*<\/title>\s*/i, ''),
    /<meta\s+name="description"[^>]*>\s*/i,
    '',
  );
  // The tags carry members' words (a horse's name, the browse address): inserted literally.
  return insertLiterally(generic, '</head>', `  ${headTags(page, siteName).join('\n    ')}\n  </head>`);
}
