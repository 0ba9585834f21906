import type { ReactNode } from 'react';

/** One slot in a list of slots: its title and what is said of it on the left, what can be done on the right. */
export function SlotRow({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-cream p-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-semibold wrap-anywhere text-ink">{title}</p>
        {children}
      </div>
      {actions}
    </li>
  );
}
