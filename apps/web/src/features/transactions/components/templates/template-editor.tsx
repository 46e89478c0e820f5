import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type {
  ChecklistTemplateDto,
  ReplaceChecklistTemplateInput,
} from '@threshold/domain/transactions/checklist-templates.contract';
import { Alert } from '@/components/ui/alert';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useVersionedChecklistTemplateEdit } from '../../api/templates-api';
import {
  addItem,
  draftFromTemplate,
  isDirty,
  MAX_TEMPLATE_ITEMS,
  templateInput,
  updateItem,
} from '../../model/checklist-template-draft';
import { SIDE_LABELS, TYPE_LABELS } from '../../model/labels';
import { errorsByItem, moveItem, removeItem } from '../../model/template-list-draft';
import { useFormErrors } from '../common/use-form-errors';
import { EditableList } from './editable-list';
import { TemplateFormActions } from './template-form-actions';
import { TemplateItemRow } from './template-item-row';
import { TemplateCard } from './template-card';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** A conflict's rows: the name and the item titles, theirs now vs. what the user tried to save. */
const comparable = (t: Pick<ReplaceChecklistTemplateInput, 'name' | 'items'>) => ({
  name: t.name,
  items: t.items.map((item) => item.title),
});

/**
 * Edits one template; Save replaces it on the server for deals created afterwards, based on the
 * version the editor was opened with (a 409 keeps the draft and shows whose change came first).
 */
export function TemplateEditor({ template }: { template: ChecklistTemplateDto }) {
  const save = useVersionedChecklistTemplateEdit(template);
  const [draft, setDraft] = useState(() => draftFromTemplate(template));
  const { errors, formError, setErrors, clear, fail } = useFormErrors();
  // The item order the errors refer to (`items.3.title`), so they stay with their items.
  const [errorIds, setErrorIds] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const dirty = isDirty(draft, template);

  const itemErrors = errorsByItem(errors, errorIds);
  useFocusFirstInvalid(formRef, errors);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    setErrorIds(draft.items.map((item) => item.id));
    const result = templateInput(draft);
    if (!result.ok) return setErrors(result.errors);
    void send(() => save.save(result.input));
  };
  /** Saves (or re-applies); a stale version leaves the draft as it is, with the conflict shown above it. */
  const send = async (attempt: () => Promise<ChecklistTemplateDto | null>) => {
    try {
      const saved = await attempt();
      if (!saved) return;
      setDraft(draftFromTemplate(saved));
      toast.success('Template saved', { description: 'Deals created from now on use it.' });
    } catch (error) {
      fail('The template was not saved')(error);
    }
  };
  const conflict = save.conflict;
  const handleDiscard = () => {
    clear();
    setDraft(draftFromTemplate(template));
  };

  return (
    <TemplateCard
      headingId={headingId}
      title={template.name}
      subtitle={`${TYPE_LABELS[template.type]} deals, ${SIDE_LABELS[template.side].toLowerCase()} side`}
      template={template}
      dirty={dirty}
    >
      <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {conflict ? (
          <ConflictNotice
            what="template"
            changedBy={conflict.changedBy}
            changedAt={conflict.changedAt}
            changes={conflictChanges(comparable(conflict.current), comparable(conflict.input))}
            busy={save.isPending}
            onReapply={() => send(save.reapply)}
            onDiscard={async () => {
              clear();
              setDraft(draftFromTemplate(conflict.current));
              await save.discard();
            }}
          />
        ) : null}
        <FormField label="Template name" error={errors.name}>
          <Input
            value={draft.name}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </FormField>
        <EditableList
          items={draft.items}
          heading="Items"
          noun="item"
          nameOf={(item) => item.title}
          firstControl="title"
          max={MAX_TEMPLATE_ITEMS}
          fullMessage={`A template holds at most ${MAX_TEMPLATE_ITEMS} items.`}
          emptyMessage="No items. Deals created from this template start with an empty checklist."
          listError={errors.items}
          onAdd={(id) => setDraft(addItem(draft, id))}
          onMove={(id, offset) => setDraft(moveItem(draft, id, offset))}
          onRemove={(id) => setDraft(removeItem(draft, id))}
          renderItem={(item, index, actions) => (
            <TemplateItemRow
              key={item.id}
              item={item}
              index={index}
              count={draft.items.length}
              errors={itemErrors[item.id]}
              onUpdate={(patch) => setDraft(updateItem(draft, item.id, patch))}
              {...actions}
            />
          )}
        />
        <TemplateFormActions
          note="Changes apply to deals created after you save; existing deals keep their checklist."
          dirty={dirty}
          busy={save.isPending}
          saving={save.isPending}
          saveLabel="Save template"
          onDiscard={handleDiscard}
        />
      </form>
    </TemplateCard>
  );
}
