import { CalendarDays, MessagesSquare, Star, UserRoundPlus } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    Icon: UserRoundPlus,
    title: 'Create your free profile',
    text: 'Tell us whether you own a horse or love horses, where you are and what experience you have.',
  },
  {
    Icon: CalendarDays,
    title: 'List or find horses',
    text: 'Owners list their horses and publish when they need help. Enthusiasts browse horses near them.',
  },
  {
    Icon: MessagesSquare,
    title: 'Get in touch',
    text: 'Enquire about a time slot or send a message, get to know each other and agree what suits you both.',
  },
  {
    Icon: Star,
    title: 'Build trust',
    text: 'Leave reviews after you have met, and add optional ID verification for a badge on your profile.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="py-8 sm:py-20">
      <PageContainer>
        <SectionHeading id="how-it-works-title" eyebrow="How it works" title="Four simple steps">
          Whether you need a hand with your horse or long to spend time with one, getting started is easy.
        </SectionHeading>
        <ol className="mt-6 grid gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-line bg-cream p-4 shadow-sm sm:block sm:p-6"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-cream sm:size-12">
                <Icon aria-hidden="true" className="size-5 sm:size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-ink sm:mt-4 sm:text-lg">
                  <span className="text-accent">{index + 1}.</span> {title}
                </h3>
                <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageContainer>
    </section>
  );
}
