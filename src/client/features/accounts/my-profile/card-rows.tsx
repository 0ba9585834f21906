import type { Key, ReactNode } from 'react';

/** A profile card's list: one bordered row per item, its text on the left and its state or action on the right. */
export function CardRows<T>({
  items,
  keyOf,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => Key;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li
          key={keyOf(item)}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3"
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** A row's name over its muted detail line. */
export function RowText({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <div className="grid">
      <span className="font-medium text-ink">{name}</span>
      <span className="text-sm text-muted">{detail}</span>
    </div>
  );
}
