import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#client/lib/cn';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
  /** A count shown beside the label (a queue's length). */
  count?: number | undefined;
  /** The count needs attention first (an animal-welfare report is open): shown in the danger colour. */
  urgent?: boolean;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End jump to
 * the ends, and only the selected tab is in the tab order. Only the selected panel is rendered.
 */
export function AdminTabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  const active = tabs[current];
  return (
    <div className="grid gap-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-sand p-1"
      >
        {tabs.map((tab, index) => {
          const isSelected = index === current;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={cn(
                // relative: the count's screen-reader words stay inside the scrolling tab list.
                'relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
                isSelected ? 'bg-cream text-primary shadow-sm' : 'text-ink hover:bg-primary-soft',
              )}
            >
              {tab.label}
              {tab.count !== undefined ? (
                <span
                  className={cn(
                    'rounded-full px-2 text-xs',
                    tab.urgent ? 'bg-danger text-cream' : 'bg-primary-soft text-primary',
                  )}
                >
                  {tab.count}
                  {tab.urgent ? <span className="sr-only">, urgent</span> : null}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.key}`}
          aria-labelledby={`${baseId}-tab-${active.key}`}
          tabIndex={0}
          className="focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {active.panel}
        </div>
      ) : null}
    </div>
  );
}
