import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ChecklistTemplateDto } from '@threshold/domain/transactions/checklistTemplates.contract';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useReplaceChecklistTemplate } from '../../api/templates-api';
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

/** Edits one template; Save replaces it on the server for deals created afterwards. */
export function TemplateEditor({ template }: { template: ChecklistTemplateDto }) {
  const save = useReplaceChecklistTemplate();
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
    save.mutate(
      { type: template.type, side: template.side, input: result.input },
      {
        onSuccess: (saved) => {
          setDraft(draftFromTemplate(saved));
          toast.success('Template saved', { description: 'Deals created from now on use it.' });
        },
        onError: fail('The template was not saved'),
      },
    );
  };
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
