import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqGroup } from './faqs-content';

/** One FAQ group: an h2, then its questions as an accordion (buttons in h3 headings, any number open). */
export function FaqAccordion({ group }: { group: FaqGroup }) {
  return (
    <section id={group.id} aria-labelledby={`${group.id}-title`}>
      <h2 id={`${group.id}-title`} className="text-2xl font-bold text-primary">
        {group.title}
      </h2>
      <Accordion.Root
        type="multiple"
        className="mt-4 divide-y divide-line rounded-2xl border border-line bg-cream"
      >
        {group.items.map((item, index) => (
          <Accordion.Item key={item.question} value={`${group.id}-${index}`}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-ink hover:text-primary">
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-primary transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-muted [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
