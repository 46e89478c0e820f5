import { toast } from 'sonner';
import type { ChecklistItemDto } from '@threshold/domain/transactions/list-checklist.contract';
import { errorMessage } from '@/lib/api-error';
import { staleActionMessage } from '@/lib/stale-action';
import { useRemoveChecklistItem } from '../../api/checklist-api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Confirm, then remove one item — only as it was shown (its version, issue 19). When someone changed
 * it meanwhile, nothing is removed: the toast says who, the dialog closes and the checklist is
 * refreshed, so the user decides again on the item as it is now.
 */
export function ChecklistRemoveDialog({
  dealId,
  item,
  onClose,
}: {
  dealId: string;
  item: ChecklistItemDto;
  onClose: () => void;
}) {
  const remove = useRemoveChecklistItem(dealId);
  const handleConfirm = () =>
    remove.mutate(
      { itemId: item.id, version: item.version },
      {
        onSuccess: () => {
          toast.success(`Checklist item removed: ${item.title}`);
          onClose();
        },
        onError: (error) => {
          const stale = staleActionMessage(error, 'checklist item');
          toast.error('The item was not removed', { description: stale ?? errorMessage(error) });
          if (stale) onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      title={`Remove ${item.title}?`}
      description="The item and its review state leave this deal's checklist. The deal's activity keeps a record."
      confirmLabel="Remove item"
      busy={remove.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
