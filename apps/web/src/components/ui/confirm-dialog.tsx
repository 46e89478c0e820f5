import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in the action's own words. */
  description: ReactNode;
  confirmLabel: string;
  /** On the button while the action runs. */
  busyLabel?: string;
  busy: boolean;
  /** Controlled visibility; without it the dialog is open while it is mounted. */
  open?: boolean;
  /** A destructive action gets the red button (the default). */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action, with the action's own words on the button. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel = 'Working…',
  busy,
  open = true,
  danger = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title={title} description={description} className="max-w-md">
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
