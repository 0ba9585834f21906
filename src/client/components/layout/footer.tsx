import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HeartHandshake } from 'lucide-react';
import { paths } from '#client/lib/paths';
import { useSiteConfig } from '#client/lib/site-config';
import { buttonClasses } from '../ui/button';
import { BrandLink } from './brand-mark';
import { HashLink } from './hash-link';
import { PageContainer } from './page-container';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon } from './social-icons';
import { NewTabLink } from '#client/components/ui/new-tab-link';

const linkClass = 'inline-flex min-h-11 items-center text-primary-soft hover:text-cream hover:underline';

type FooterLink = { label: string; href: string } | { label: string; section: 'user-types' };

const groups: { title: string; links: FooterLink[] }[] = [
  {
    title: 'For owners',
    links: [
      { label: 'List your horses', section: 'user-types' },
      { label: 'Owner FAQs', href: paths.faqs() },
      { label: 'Safety guidelines', href: paths.safetyGuidelines() },
    ],
  },
  {
    title: 'For enthusiasts',
    links: [
      { label: 'Browse horses', href: paths.browse() },
      { label: 'Find horses near you', section: 'user-types' },
      { label: 'Staying safe', href: paths.safetyGuidelines() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQs', href: paths.faqs() },
      { label: 'Contact us', href: paths.contactUs() },
    ],
  },
  {
    title: 'Company & legal',
    links: [
      { label: 'About us', href: paths.aboutUs() },
      { label: 'Privacy policy', href: paths.privacyPolicy() },
      { label: 'Terms of service', href: paths.termsOfService() },
    ],
  },
];

function ExternalLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      className="inline-flex size-11 items-center justify-center rounded-full bg-primary-hover text-cream hover:bg-accent"
    >
      {children}
    </a>
  );
}

/** Site footer (docs/product.md §P2 Footer): link groups, social links, donation link, company number, copyright. */
export function Footer() {
  const { siteName, companyNumber, links } = useSiteConfig();
  const year = new Date().getFullYear();
  const socials = [
    { label: 'Facebook', href: links.facebook, Icon: FacebookIcon },
    { label: 'Instagram', href: links.instagram, Icon: InstagramIcon },
    { label: 'X (Twitter)', href: links.twitter, Icon: XIcon },
    { label: 'TikTok', href: links.tiktok, Icon: TikTokIcon },
  ].filter((social) => social.href);

  return (
    <footer className="mt-16 bg-primary text-cream">
      <PageContainer className="grid gap-10 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="grid content-start gap-5">
          <BrandLink siteName={siteName} className="text-cream" markClassName="text-accent-soft" />
          <p className="max-w-sm text-primary-soft">
            Matching horse owners who need a hand with horse lovers who want time with horses, across the UK.
          </p>
          {socials.length > 0 ? (
            <ul className="flex gap-3" aria-label="Follow us">
              {socials.map(({ label, href, Icon }) => (
                <li key={label}>
                  <ExternalLink href={href} label={label}>
                    <Icon className="size-5" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
          {links.donation ? (
            <div className="rounded-2xl bg-primary-hover p-5">
              <p className="flex items-center gap-2 font-semibold">
                <HeartHandshake aria-hidden="true" className="size-5 text-accent-soft" />
                Support horse welfare
              </p>
              <p className="mt-1 text-sm text-primary-soft">
                100% of donations go to horse rescue, rehabilitation and rehoming.
              </p>
              <NewTabLink
                href={links.donation}
                rel="noopener"
                className={`${buttonClasses('accent', 'sm')} mt-3`}
              >
                Donate by card
              </NewTabLink>
            </div>
          ) : null}
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-bold tracking-wide text-cream uppercase">{group.title}</h2>
              <ul className="mt-3 grid gap-1">
                {group.links.map((link) => (
                  <li key={link.label}>
                    {'section' in link ? (
                      <HashLink section={link.section} className={linkClass}>
                        {link.label}
                      </HashLink>
                    ) : (
                      <Link href={link.href} className={linkClass}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageContainer>

      <div className="border-t border-primary-hover">
        <PageContainer className="flex flex-col gap-2 py-6 text-sm text-primary-soft sm:flex-row sm:justify-between">
          <p>
            &copy; {year} {siteName}. All rights reserved.
          </p>
          {companyNumber ? <p>Community Interest Company No. {companyNumber}</p> : null}
        </PageContainer>
      </div>
    </footer>
  );
}
