import { ListPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  addItem,
  MAX_TEMPLATE_ITEMS,
  moveItem,
  removeItem,
  updateItem,
  type TemplateDraft,
} from '../../model/checklist-template-draft';
import { TemplateItemRow } from './template-item-row';

interface TemplateItemListProps {
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
  /** Messages by item id, then field. */
  itemErrors: Record<string, Record<string, string>>;
  /** A message about the list as a whole (e.g. too many items). */
  listError: string | undefined;
}

/**
 * The ordered items with buttons to add, move and remove. Focus follows the item being moved (the
 * row is re-inserted, which would drop it), a new item's title, or the heading after a removal;
 * each change is also announced.
 */
export function TemplateItemList({ draft, onChange, itemErrors, listError }: TemplateItemListProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const { items } = draft;
  const full = items.length >= MAX_TEMPLATE_ITEMS;

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
    focusNext.current = inItem(id, 'title');
    onChange(addItem(draft, id));
  };
  const handleMove = (id: string, offset: -1 | 1) => {
    const next = moveItem(draft, id, offset);
    const position = next.items.findIndex((item) => item.id === id) + 1;
    focusNext.current = inItem(id, ...(offset < 0 ? ['up', 'down'] : ['down', 'up']));
    setAnnouncement(`Moved to position ${position} of ${items.length}.`);
    onChange(next);
  };
  const handleRemove = (id: string) => {
    const title = items.find((item) => item.id === id)?.title.trim();
    focusNext.current = ['[data-control="heading"]'];
    setAnnouncement(`Removed ${title || 'the item'}.`);
    onChange(removeItem(draft, id));
  };

  return (
    <div ref={rootRef} className="space-y-3">
      <h3
        data-control="heading"
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900 focus:outline-none"
      >
        Items ({items.length})
      </h3>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {listError ? <Alert tone="error">{listError}</Alert> : null}
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No items. Deals created from this template start with an empty checklist.
        </p>
      ) : (
        <ol className="space-y-2">
          {items.map((item, index) => (
            <TemplateItemRow
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              errors={itemErrors[item.id]}
              onUpdate={(id, patch) => onChange(updateItem(draft, id, patch))}
              onMove={handleMove}
              onRemove={handleRemove}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={handleAdd} disabled={full}>
          <ListPlus aria-hidden="true" className="h-4 w-4" />
          Add item
        </Button>
        {full ? (
          <p className="text-sm text-slate-600">A template holds at most {MAX_TEMPLATE_ITEMS} items.</p>
        ) : null}
      </div>
    </div>
  );
}
