import { BadgeCheck, HeartHandshake, Search, Sparkles } from 'lucide-react';
import { HashLink } from '#client/components/layout/hash-link';
import { PageContainer } from '#client/components/layout/page-container';
import { buttonClasses } from '#client/components/ui/button';
import { BrandMark } from '#client/components/layout/brand-mark';

/** The spec's marketing claims (public §1), and nothing more. */
const CLAIMS = [
  { Icon: Sparkles, text: 'Always free to get started' },
  { Icon: BadgeCheck, text: '10,000+ happy matches' },
  { Icon: HeartHandshake, text: '100% of donations go to horse welfare' },
];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-primary-soft to-sand">
      <PageContainer className="grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">
            Where horse owners and horse lovers meet
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink">
            A UK community, run as a community interest company, where owners find trusted help with riding,
            yard work and care, and enthusiasts find horses to spend time with near home.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <HashLink section="browse" className={buttonClasses('accent', 'lg')}>
              <Search aria-hidden="true" className="size-5" />
              Search Horses
            </HashLink>
            <HashLink section="how-it-works" className={buttonClasses('outline', 'lg')}>
              How it works
            </HashLink>
          </div>
        </div>
        <ul className="grid gap-4 rounded-3xl border border-line bg-cream p-6 shadow-[0_2px_12px_rgb(28_33_30/0.06)] sm:p-8">
          <li aria-hidden="true" className="flex justify-center">
            <BrandMark className="size-16 text-accent" />
          </li>
          {CLAIMS.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-lg font-semibold text-ink">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
