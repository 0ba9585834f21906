import { Check, Heart, House } from 'lucide-react';
import { Link } from 'wouter';
import { FREE_FOR_EVERYONE, PAYS_FOR_THE_CHECK, PREMIUM_SUMMARY } from '#contract/premium-offer';
import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SectionHeading } from './section-heading';

const USER_TYPES: { type: UserType; title: string; Icon: typeof House; lead: string; points: string[] }[] = [
  {
    type: 'owner',
    title: 'I Own A Horse',
    Icon: House,
    lead: 'Find trusted, local help with exercising, yard work, general care or occasional cover.',
    points: [
      FREE_FOR_EVERYONE,
      'Publish the times you need a hand',
      // What Premium gives, and beside it what it does not buy: the badge.
      `${PREMIUM_SUMMARY}. ${PAYS_FOR_THE_CHECK}`,
      'Riding schools: listed once we have checked the business and its insurance, while on Premium',
    ],
  },
  {
    type: 'enthusiast',
    title: 'I Love Horses',
    Icon: Heart,
    lead: 'Spend time with horses near you, whether you ride, want to learn, or simply love being around them.',
    points: [
      'Browse horses near you',
      'Enquire about time slots and message owners',
      'Leave reviews after you have met',
      'Optional ID verification, shown as a badge on your profile',
    ],
  },
];

/** The two ways to join (docs/product.md §P1, §P2), each going to registration step 1 with its type. */
export function UserTypesSection() {
  return (
    <section id="user-types" aria-labelledby="user-types-title" className="bg-cream py-8 sm:py-20">
      <PageContainer>
        <SectionHeading id="user-types-title" eyebrow="Join the community" title="Which one are you?">
          Always free to get started. Members must be 18 or over.
        </SectionHeading>
        <div className="mt-6 grid gap-4 sm:mt-12 sm:gap-6 md:grid-cols-2">
          {USER_TYPES.map(({ type, title, Icon, lead, points }) => (
            <Card key={type} className="flex flex-col p-5 sm:p-8">
              <div className="flex items-center gap-3 sm:block">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-accent-soft sm:size-14">
                  <Icon aria-hidden="true" className="size-5 text-accent sm:size-7" />
                </span>
                <h3 id={`user-type-${type}`} className="text-xl font-bold text-primary sm:mt-5 sm:text-2xl">
                  {title}
                </h3>
              </div>
              <p className="mt-2 text-muted">{lead}</p>
              <ul className="mt-3 grid gap-1.5 text-sm sm:mt-5 sm:gap-2 sm:text-base">
                {points.map((point) => (
                  <li key={point} className="flex gap-2 text-ink">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success sm:size-5" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link
                href={paths.registerStep1(type)}
                aria-describedby={`user-type-${type}`}
                className={`${buttonClasses(type === 'owner' ? 'primary' : 'accent', 'lg')} mt-5 self-start sm:mt-8`}
              >
                Get Started
              </Link>
            </Card>
          ))}
        </div>
      </PageContainer>
    </section>
  );
}
