import { ListPlus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** What a row gets to move or remove itself; focus and announcements are handled by the list. */
export interface RowActions {
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

interface EditableListProps<T extends { id: string }> {
  items: readonly T[];
  /** "Items" → the heading "Items (3)". */
  heading: string;
  /** The item's name in announcements ("Removed Inspection."); "" for an unnamed one. */
  nameOf: (item: T) => string;
  /** "item" → "Add item", "Removed the item." */
  noun: string;
  /** The `data-control` of a new item's first field, which takes the focus. */
  firstControl: string;
  /** The contract's limit: Add is disabled with this message at it. */
  max: number;
  fullMessage: string;
  emptyMessage: string;
  /** A message about the list as a whole (e.g. a date every set needs). */
  listError: string | undefined;
  onAdd: (id: string) => void;
  onMove: (id: string, offset: -1 | 1) => void;
  onRemove: (id: string) => void;
  /** One `<li data-item={item.id}>` per item. */
  renderItem: (item: T, index: number, actions: RowActions) => ReactNode;
}

/**
 * An ordered template list with buttons to add, move and remove items (checklist items, key dates).
 * Focus follows the item being moved (the row is re-inserted, which would drop it), a new item's
 * first field, or the heading after a removal; each change is also announced.
 */
export function EditableList<T extends { id: string }>({
  items,
  heading,
  nameOf,
  noun,
  firstControl,
  max,
  fullMessage,
  emptyMessage,
  listError,
  onAdd,
  onMove,
  onRemove,
  renderItem,
}: EditableListProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const full = items.length >= max;

  useEffect(() => {
    const candidates = focusNext.current;
    focusNext.current = [];
    for (const selector of candidates) {
      const target = rootRef.current?.querySelector<HTMLElement>(selector);
      if (!target) continue;
      target.focus();
      break;
    }
  });

  const inItem = (id: string, ...controls: string[]) =>
    controls.map((control) => `[data-item="${id}"] [data-control="${control}"]:not(:disabled)`);

  const handleAdd = () => {
    const id = crypto.randomUUID();
    focusNext.current = inItem(id, firstControl);
    onAdd(id);
  };
  const handleMove = (id: string, offset: -1 | 1) => {
    const from = items.findIndex((item) => item.id === id);
    const position = Math.min(Math.max(from + offset, 0), items.length - 1) + 1;
    focusNext.current = inItem(id, ...(offset < 0 ? ['up', 'down'] : ['down', 'up']));
    setAnnouncement(`Moved to position ${position} of ${items.length}.`);
    onMove(id, offset);
  };
  const handleRemove = (item: T) => {
    focusNext.current = ['[data-control="heading"]'];
    setAnnouncement(`Removed ${nameOf(item).trim() || `the ${noun}`}.`);
    onRemove(item.id);
  };

  return (
    <div ref={rootRef} className="space-y-3">
      <h3
        data-control="heading"
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900 focus:outline-none"
      >
        {heading} ({items.length})
      </h3>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {listError ? <Alert tone="error">{listError}</Alert> : null}
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {emptyMessage}
        </p>
      ) : (
        <ol className="space-y-2">
          {items.map((item, index) =>
            renderItem(item, index, {
              onMove: (offset) => handleMove(item.id, offset),
              onRemove: () => handleRemove(item),
            }),
          )}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={handleAdd} disabled={full}>
          <ListPlus aria-hidden="true" className="h-4 w-4" />
          Add {noun}
        </Button>
        {full ? <p className="text-sm text-slate-600">{fullMessage}</p> : null}
      </div>
    </div>
  );
}
