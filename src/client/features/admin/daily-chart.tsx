import { useId } from 'react';
import type { AdminMetrics } from '#contract/admin';

type Day = AdminMetrics['daily'][number];

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };

/** "2026-11-03" → "3 Nov" (the day is already a UK calendar day: no time zone sums). */
export function shortDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** A round top for the y axis: 4 → 5, 17 → 20, 230 → 250. */
function niceMax(value: number): number {
  if (value <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= value) ?? 10;
  return step * magnitude;
}

/**
 * Visits (bars) and registrations (a line) over the last 30 days, drawn as SVG: the picture has a title
 * and a summary for screen readers, and the figures themselves sit in a table under "Show the figures".
 */
export function DailyChart({ daily }: { daily: readonly Day[] }) {
  const titleId = useId();
  const descId = useId();
  const totalVisits = daily.reduce((sum, day) => sum + day.visitCount, 0);
  const totalRegistrations = daily.reduce((sum, day) => sum + day.registrationCount, 0);
  const top = niceMax(Math.max(0, ...daily.map((day) => Math.max(day.visitCount, day.registrationCount))));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, daily.length);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const line = daily.map((day, index) => `${x(index)},${y(day.registrationCount)}`).join(' ');
  const first = daily[0];
  const last = daily.at(-1);
  const range = first && last ? `${shortDay(first.date)} to ${shortDay(last.date)}` : 'no days';

  return (
    <figure className="grid gap-3">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
      >
        <title id={titleId}>Visits and registrations over the last 30 days</title>
        <desc id={descId}>
          {`${range}: ${totalVisits} visits and ${totalRegistrations} registrations in all.`}
        </desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(top * share)}
              y2={y(top * share)}
              className="stroke-line"
              strokeWidth={1}
            />
            <text x={PAD.left - 6} y={y(top * share) + 4} textAnchor="end" className="fill-muted text-[11px]">
              {top * share}
            </text>
          </g>
        ))}
        {daily.map((day, index) => (
          <rect
            key={day.date}
            x={x(index) - slot * 0.35}
            width={slot * 0.7}
            y={y(day.visitCount)}
            height={Math.max(0, y(0) - y(day.visitCount))}
            rx={2}
            className="fill-primary/70"
          />
        ))}
        <polyline points={line} fill="none" className="stroke-accent" strokeWidth={2.5} />
        {daily.map((day, index) => (
          <circle key={day.date} cx={x(index)} cy={y(day.registrationCount)} r={3} className="fill-accent" />
        ))}
        {first ? (
          <text x={x(0)} y={HEIGHT - 8} textAnchor="start" className="fill-muted text-[11px]">
            {shortDay(first.date)}
          </text>
        ) : null}
        {last ? (
          <text x={x(daily.length - 1)} y={HEIGHT - 8} textAnchor="end" className="fill-muted text-[11px]">
            {shortDay(last.date)}
          </text>
        ) : null}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-ink">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary/70" />
          Visits ({totalVisits})
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-4 rounded-full bg-accent" />
          Registrations ({totalRegistrations})
        </span>
      </figcaption>
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">
          Show the figures
        </summary>
        <div className="max-h-72 overflow-y-auto" tabIndex={0} role="region" aria-label="Daily figures">
          <table className="w-full text-left">
            <caption className="sr-only">Visits and registrations per day</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Day
                </th>
                <th scope="col" className="py-1 pr-3">
                  Visits
                </th>
                <th scope="col" className="py-1">
                  Registrations
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {shortDay(day.date)}
                  </th>
                  <td className="py-1 pr-3">{day.visitCount}</td>
                  <td className="py-1">{day.registrationCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
