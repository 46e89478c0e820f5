import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { DraftItem, ItemFlag, ItemPatch } from '../../model/checklist-template-draft';
import type { RowActions } from './editable-list';
import { ItemOrderButtons } from './item-order-buttons';

const FLAGS: [ItemFlag, string][] = [
  ['required', 'Required'],
  ['requires_document', 'Requires a document'],
  ['only_if_built_before_1978', 'Only if built before 1978'],
];

interface TemplateItemRowProps extends RowActions {
  item: DraftItem;
  index: number;
  count: number;
  /** This item's messages by field (`title`, `key`). */
  errors: Record<string, string> | undefined;
  onUpdate: (patch: ItemPatch) => void;
}

/** One template item: title (its key below it), then the three switches and move/remove buttons. */
export function TemplateItemRow({
  item,
  index,
  count,
  errors,
  onUpdate,
  onMove,
  onRemove,
}: TemplateItemRowProps) {
  const name = item.title.trim() || `item ${index + 1}`;
  const keyError = errors?.key ? `Key: ${errors.key}` : undefined;
  return (
    <li data-item={item.id} className="rounded-md border border-slate-200 bg-white p-3">
      <fieldset>
        <legend className="sr-only">{`Item ${index + 1}: ${name}`}</legend>
        <div className="flex items-start gap-2">
          <span aria-hidden="true" className="w-6 pt-8 text-right text-sm text-slate-600">
            {index + 1}.
          </span>
          <FormField
            label="Title"
            className="min-w-0 flex-1"
            error={errors?.title ?? keyError}
            hint={`Key: ${item.key}${item.isNew ? ' (from the title)' : ''}`}
          >
            <Input
              value={item.title}
              maxLength={200}
              data-control="title"
              onChange={(e) => onUpdate({ title: e.target.value })}
            />
          </FormField>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 pl-8">
          {FLAGS.map(([flag, label]) => (
            <Checkbox
              key={flag}
              label={label}
              checked={item[flag]}
              onChange={(e) => onUpdate({ [flag]: e.target.checked })}
            />
          ))}
          <ItemOrderButtons name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </div>
      </fieldset>
    </li>
  );
}
