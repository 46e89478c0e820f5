import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

const ICON_BUTTON = { variant: 'ghost', size: 'icon', className: 'disabled:opacity-40' } as const;

interface ItemOrderButtonsProps {
  /** The item's name in the button labels ("Move Inspection up"). */
  name: string;
  index: number;
  count: number;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  /** Why the item cannot be removed; the Remove button is disabled and this is shown beside it. */
  keepReason?: string | undefined;
}

/**
 * Move up, move down and remove for one item of an editable template list. `data-control` marks
 * the buttons so EditableList can give them the focus back after the row moves.
 */
export function ItemOrderButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  keepReason,
}: ItemOrderButtonsProps) {
  const reasonId = useId();
  return (
    <div className="ml-auto flex items-center gap-1">
      {keepReason ? (
        <p id={reasonId} className="mr-1 text-xs text-slate-600">
          {keepReason}
        </p>
      ) : null}
      <Button
        {...ICON_BUTTON}
        aria-label={`Move ${name} up`}
        data-control="up"
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Button
        {...ICON_BUTTON}
        aria-label={`Move ${name} down`}
        data-control="down"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Button
        {...ICON_BUTTON}
        aria-label={`Remove ${name}`}
        aria-describedby={keepReason ? reasonId : undefined}
        disabled={Boolean(keepReason)}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </Button>
    </div>
  );
}
