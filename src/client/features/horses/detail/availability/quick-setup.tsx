import { Zap } from 'lucide-react';
import { QUICK_SETUP_LABELS, QUICK_SETUP_PRESETS, type QuickSetupPreset } from '#contract/availability';
import { presetLastDay, quickSetupSlots } from '#contract/rules/availability-presets';
import { untilWords } from '#contract/rules/slot-ending';
import { Button } from '#client/components/ui/button';

/** What each preset adds (docs/product.md §P9), so the owner knows before pressing. */
const PRESET_DAYS: Record<QuickSetupPreset, string> = {
  always: 'Every day, 00:00 to 23:59',
  weekdays: 'Monday to Friday, 09:00 to 17:00, weekly',
  weekends: 'Saturday and Sunday, 09:00 to 17:00, weekly',
};

/** The preset in words, with the day it runs until, by the rule the server writes it with. */
function presetHint(preset: QuickSetupPreset, today: string): string {
  const last = presetLastDay(quickSetupSlots(preset, today));
  return last ? `${PRESET_DAYS[preset]}, until ${untilWords(last, today)}` : PRESET_DAYS[preset];
}

/** The owner's quick setup: one press adds a preset's slots; beside each, what it adds and until when. */
export function QuickSetup({
  today,
  pending,
  onApply,
}: {
  today: string;
  pending: QuickSetupPreset | null;
  onApply: (preset: QuickSetupPreset) => void;
}) {
  return (
    <div role="group" aria-labelledby="quick-setup-title" className="grid gap-2">
      <h3 id="quick-setup-title" className="flex items-center gap-2 text-sm font-semibold text-muted">
        <Zap aria-hidden="true" className="size-4 text-accent" />
        Quick setup
      </h3>
      <ul className="grid gap-2">
        {QUICK_SETUP_PRESETS.map((preset) => (
          <li key={preset} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button
              size="sm"
              variant="outline"
              aria-describedby={`preset-hint-${preset}`}
              disabled={pending !== null}
              onClick={() => onApply(preset)}
            >
              {pending === preset ? 'Adding...' : QUICK_SETUP_LABELS[preset]}
            </Button>
            <span id={`preset-hint-${preset}`} className="text-sm text-muted">
              {presetHint(preset, today)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
