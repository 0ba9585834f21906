import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, fullPageTitle, type PageHeading } from '#contract/page-meta';
import { useSiteConfig } from './site-config';

export { DEFAULT_DESCRIPTION };

/**
 * Sets document.title to `${title} | ${siteName}` (site name alone without a title) and the meta
 * description. A public page's words come from #contract/page-meta, which the server also writes into the
 * HTML it sends, so the page says the same before and after its scripts run.
 */
export function usePageTitle(title?: string, description: string = DEFAULT_DESCRIPTION): void {
  const { siteName } = useSiteConfig();
  useEffect(() => {
    document.title = fullPageTitle(title, siteName);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}

/** usePageTitle with a page's shared heading (a static page's title and description). */
export function usePageHeading(heading: PageHeading): void {
  const { siteName } = useSiteConfig();
  usePageTitle(heading.title, heading.description(siteName));
}
