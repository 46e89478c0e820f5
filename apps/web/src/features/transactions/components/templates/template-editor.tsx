import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ChecklistTemplateDto } from '@threshold/domain/transactions/checklistTemplates.contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useReplaceChecklistTemplate } from '../../api/templates-api';
import {
  draftFromTemplate,
  errorsByItem,
  isDirty,
  templateInput,
} from '../../model/checklist-template-draft';
import { SIDE_LABELS, TYPE_LABELS } from '../../model/labels';
import { useFormErrors } from '../common/use-form-errors';
import { TemplateItemList } from './template-item-list';
import { TemplateStatus } from './template-status';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

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

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

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
    <Card aria-labelledby={headingId}>
      <UnsavedChangesGuard when={dirty} />
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {template.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {TYPE_LABELS[template.type]} deals, {SIDE_LABELS[template.side].toLowerCase()} side
          </p>
        </div>
        <TemplateStatus template={template} />
      </div>
      <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <FormField label="Template name" error={errors.name}>
          <Input
            value={draft.name}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </FormField>
        <TemplateItemList
          draft={draft}
          onChange={setDraft}
          itemErrors={errorsByItem(errors, errorIds)}
          listError={errors.items}
        />
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
          <p className="mr-auto text-sm text-slate-600">
            Changes apply to deals created after you save; existing deals keep their checklist.
          </p>
          <Button variant="secondary" onClick={handleDiscard} disabled={!dirty || save.isPending}>
            Discard changes
          </Button>
          <Button type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save template'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
