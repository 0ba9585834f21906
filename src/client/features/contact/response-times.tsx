import { Clock } from 'lucide-react';

/** docs/product.md §P9: the response times the team commits to. */
export const RESPONSE_TIMES = [
  { topic: 'General enquiries', time: 'Within 24-48 hours' },
  { topic: 'Technical support', time: 'Within 24 hours' },
  { topic: 'Safety concerns', time: 'Within 12 hours' },
  { topic: 'Urgent matters', time: 'Same day when possible' },
] as const;

export function ResponseTimes() {
  return (
    <section aria-labelledby="response-times-title" className="rounded-2xl bg-primary p-6 text-cream">
      <h2 id="response-times-title" className="flex items-center gap-2 text-xl font-semibold">
        <Clock aria-hidden="true" className="size-5 text-accent-soft" />
        Response times
      </h2>
      <dl className="mt-4 grid gap-3">
        {RESPONSE_TIMES.map(({ topic, time }) => (
          <div
            key={topic}
            className="flex flex-wrap justify-between gap-x-4 border-b border-primary-hover pb-2"
          >
            <dt className="text-primary-soft">{topic}</dt>
            <dd className="font-semibold">{time}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
