import { useEffect } from 'react';
import { useSiteConfig } from './site-config';

export const DEFAULT_DESCRIPTION =
  'A UK community matching horse owners who need a hand with horse enthusiasts who want time with horses.';

/** Sets document.title to `${title} | ${siteName}` (site name alone without a title) and the meta description. */
export function usePageTitle(title?: string, description: string = DEFAULT_DESCRIPTION): void {
  const { siteName } = useSiteConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}
