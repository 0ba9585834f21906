import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button';

/** The row under a slot or enquiry form: its main action(s), then Cancel. */
export function ActionsWithCancel({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      {children}
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
