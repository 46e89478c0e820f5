import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ConfirmRemovalDialogProps {
  /** The removal mutation; it is called with `id`. */
  remove: UseMutationResult<unknown, Error, string>;
  id: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** Toasts: what happened, and what did not. */
  done: string;
  failed: string;
  onClose: () => void;
}

/** Confirm, then remove one thing from the deal; toasts either way, and closes on success. */
export function ConfirmRemovalDialog({
  remove,
  id,
  done,
  failed,
  onClose,
  ...copy
}: ConfirmRemovalDialogProps) {
  const handleConfirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(done);
        onClose();
      },
      onError: (error) => toast.error(failed, { description: errorMessage(error) }),
    });
  return <ConfirmDialog {...copy} busy={remove.isPending} onConfirm={handleConfirm} onClose={onClose} />;
}
