import { Zap } from 'lucide-react';
import { QUICK_SETUP_LABELS, QUICK_SETUP_PRESETS, type QuickSetupPreset } from '#contract/availability';
import { Button } from '#client/components/ui/button';

/** What each preset adds (docs/product.md §P9), so the owner knows before pressing. */
const PRESET_HINTS: Record<QuickSetupPreset, string> = {
  always: 'Every day, 00:00 to 23:59, for 30 days from the start of this week',
  weekdays: 'Monday to Friday, 09:00 to 17:00, weekly',
  weekends: 'Saturday and Sunday, 09:00 to 17:00, weekly',
};

/** The owner's quick setup: one press adds a preset's slots. */
export function QuickSetup({
  pending,
  onApply,
}: {
  pending: QuickSetupPreset | null;
  onApply: (preset: QuickSetupPreset) => void;
}) {
  return (
    <div role="group" aria-labelledby="quick-setup-title" className="grid gap-2">
      <h3 id="quick-setup-title" className="flex items-center gap-2 text-sm font-semibold text-muted">
        <Zap aria-hidden="true" className="size-4 text-accent" />
        Quick setup
      </h3>
      <ul className="flex flex-wrap gap-2">
        {QUICK_SETUP_PRESETS.map((preset) => (
          <li key={preset}>
            <Button
              size="sm"
              variant="outline"
              title={PRESET_HINTS[preset]}
              aria-describedby={`preset-hint-${preset}`}
              disabled={pending !== null}
              onClick={() => onApply(preset)}
            >
              {pending === preset ? 'Adding...' : QUICK_SETUP_LABELS[preset]}
            </Button>
            <span id={`preset-hint-${preset}`} className="sr-only">
              {PRESET_HINTS[preset]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
