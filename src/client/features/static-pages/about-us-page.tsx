import type { ReactNode } from 'react';
import { Building2, HandHeart, Heart, ShieldCheck, Sprout, Users } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { FaqsOrContact } from '#client/components/layout/faqs-or-contact';
import { PageContainer } from '#client/components/layout/page-container';
import { buttonClasses } from '#client/components/ui/button';
import { NewTabLink } from '#client/components/ui/new-tab-link';
import { useSiteConfig } from '#client/lib/site-config';
import { STATIC_PAGE_HEADINGS } from '#contract/page-meta';
import { usePageHeading } from '#client/lib/use-page-title';
import { StaticPageHeader } from './static-page';

/** The credits' links: the page's text colour for links. */
const CREDIT_LINK = 'font-medium text-primary underline underline-offset-4';

const STEPS = [
  {
    title: 'Join for free',
    text: 'Tell us whether you own a horse or love horses, where you are and what you are looking for.',
  },
  {
    title: 'Connect',
    text: 'Owners list their horses and the help they need; enthusiasts browse nearby horses, enquire about times and message owners.',
  },
  {
    title: 'Build trust',
    text: 'Meet, get to know each other, then leave reviews. Optional ID verification adds a badge to a profile.',
  },
];

const VALUES = [
  {
    Icon: Heart,
    title: 'Horses first',
    text: 'Every match should be good for the horse as well as for the people.',
  },
  {
    Icon: ShieldCheck,
    title: 'Safety and trust',
    text: 'Photos are checked before they appear, verification is available, and reviews keep everyone honest.',
  },
  {
    Icon: Users,
    title: 'Community, not commerce',
    text: 'Members do not pay each other for riding or services here: this is about people helping people.',
  },
  {
    Icon: Sprout,
    title: 'Open to everyone',
    text: 'Always free to get started, for first-time helpers and lifelong horse people alike.',
  },
];

/** A section of the page with its h2, labelled by it. */
function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-3xl font-bold text-primary">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The About page's own top bar: home, the horses, and a way to reach the team. */
function AboutTopBar() {
  const linkClass =
    'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-primary underline-offset-4 hover:underline';
  return (
    <div className="border-b border-line bg-cream">
      <PageContainer>
        <nav aria-label="About Us">
          <ul className="flex flex-wrap items-center gap-1 py-1">
            <li>
              <Link href={paths.home()} className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <Link href={paths.browse()} className={linkClass}>
                Browse horses
              </Link>
            </li>
            <li>
              <Link href={paths.contactUs()} className={linkClass}>
                Contact us
              </Link>
            </li>
          </ul>
        </nav>
      </PageContainer>
    </div>
  );
}

/** /about-us (docs/product.md §P2): mission, community interest company panel, 3 steps, values, join call to action. */
export function AboutUsPage() {
  const { siteName, companyNumber } = useSiteConfig();
  usePageHeading(STATIC_PAGE_HEADINGS['/about-us']);
  return (
    <>
      <AboutTopBar />
      <StaticPageHeader
        title="About Us"
        lead={`${siteName} connects horse owners who need help with their horses with horse enthusiasts who want time with horses, in a verified and trusted way.`}
      />
      <PageContainer className="grid gap-16 py-12 sm:py-16">
        <section
          aria-labelledby="mission-title"
          className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-start"
        >
          <div className="max-w-2xl">
            <h2 id="mission-title" className="text-3xl font-bold text-primary">
              Our mission
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink">
              Keeping a horse is a joy and a lot of work. Owners juggle jobs, families, injuries and holidays,
              and a horse still needs exercise, care and company every day. Across the UK there are also many
              people who love horses but have no horse of their own: riders who stopped when life got busy,
              people who want to learn, and people who simply feel better around horses.
            </p>
            <p className="mt-4 text-lg leading-relaxed text-ink">
              We bring them together. Owners find trusted help close to home; enthusiasts find horses to ride,
              care for and learn from. Horses get more attention, and people get more time with horses.
            </p>
          </div>
          <div className="rounded-2xl bg-primary p-6 text-cream shadow-sm sm:p-8">
            <Building2 aria-hidden="true" className="size-8 text-accent-soft" />
            <h2 className="mt-4 text-2xl font-bold">A community interest company</h2>
            <p className="mt-3 text-primary-soft">
              {siteName} is run by a community interest company (CIC): a company that exists for the benefit
              of the community rather than for private profit. We are funded by donations and subscriptions,
              and 100% of donations go to horse welfare: rescue, rehabilitation and rehoming.
            </p>
            {companyNumber ? (
              <p className="mt-4 rounded-xl bg-primary-hover px-4 py-3 font-semibold">
                Registered in Scotland, company number {companyNumber}
              </p>
            ) : null}
          </div>
        </section>

        <AboutSection id="about-how-title" title="How it works">
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-line bg-cream p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-full bg-accent font-bold text-cream">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </AboutSection>

        <AboutSection id="values-title" title="What we value">
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {VALUES.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl border border-line bg-cream p-6">
                <Icon aria-hidden="true" className="size-7 shrink-0 text-primary" />
                <div>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="mt-1 text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </AboutSection>

        <section
          aria-labelledby="about-join-title"
          className="rounded-3xl bg-accent-soft px-6 py-10 text-center sm:px-12"
        >
          <HandHeart aria-hidden="true" className="mx-auto size-10 text-accent" />
          <h2 id="about-join-title" className="mt-4 text-3xl font-bold text-primary">
            Join the community
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-ink">
            Always free to get started. Members must be 18 or over.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href={paths.registerStep1('owner')} className={buttonClasses('primary', 'lg')}>
              List your horses
            </Link>
            <Link href={paths.registerStep1('enthusiast')} className={buttonClasses('accent', 'lg')}>
              Find horses near you
            </Link>
          </div>
          <FaqsOrContact
            className="mt-6 text-muted"
            lead="Questions first? Read the"
            linkClassName="font-medium text-primary underline underline-offset-4"
          />
        </section>

        <section aria-labelledby="about-credits-title" className="mt-12 text-sm text-muted">
          <h2 id="about-credits-title" className="font-semibold text-ink">
            Credits
          </h2>
          <p className="mt-2">
            Distances between towns are worked out from place data by{' '}
            <NewTabLink href="https://www.geonames.org/" className={CREDIT_LINK}>
              GeoNames
            </NewTabLink>{' '}
            (its places and its postal-code data), used under the{' '}
            <NewTabLink href="https://creativecommons.org/licenses/by/4.0/" className={CREDIT_LINK}>
              Creative Commons Attribution 4.0
            </NewTabLink>{' '}
            licence. A postcode is placed at the middle of its postcode district, never at the address itself,
            so distances are approximate.
          </p>
        </section>
      </PageContainer>
    </>
  );
}
