import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  KeyDateTemplateDto,
  type ReplaceKeyDateTemplateInput,
} from '@threshold/domain/transactions/key-date-templates.contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { staleActionMessage } from '@/lib/stale-action';
import { staleConflictOf } from '@/lib/versioned-mutation';
import { useResetKeyDateTemplate, useVersionedKeyDateTemplateEdit } from '../../api/templates-api';
import {
  addKeyDate,
  draftFromKeyDates,
  keyDateRules,
  keyDatesDirty,
  keyDatesInput,
  MAX_KEY_DATES,
  removeKeyDate,
  updateKeyDate,
} from '../../model/key-date-template-draft';
import { TYPE_LABELS } from '../../model/labels';
import { errorsByItem, moveItem } from '../../model/template-list-draft';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFormErrors } from '../common/use-form-errors';
import { EditableList } from './editable-list';
import { KeyDateRow } from './key-date-row';
import { TemplateFormActions } from './template-form-actions';
import { TemplateCard } from './template-card';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** A conflict's row: the dates by label, theirs now vs. what the user tried to save. */
const comparable = (t: Pick<ReplaceKeyDateTemplateInput, 'items'>) => ({
  dates: t.items.map((item) => item.label),
});

/**
 * Edits one type's key dates; Save replaces them for deals created afterwards, Reset returns to
 * built-in. After a reset (or a reset refused as stale) the editor starts again from the set as it
 * is now, with its version.
 */
export function KeyDateTemplateEditor({ template }: { template: KeyDateTemplateDto }) {
  // After a reset: the set the server answered (the cache catches up a moment later).
  const [restart, setRestart] = useState<{ count: number; from: KeyDateTemplateDto } | null>(null);
  return (
    <KeyDateSetEditor
      key={restart?.count ?? 0}
      template={template}
      initial={restart?.from ?? template}
      onRestart={(from) => setRestart((r) => ({ count: (r?.count ?? 0) + 1, from }))}
    />
  );
}

interface KeyDateSetEditorProps {
  /** The set as the cache has it now. */
  template: KeyDateTemplateDto;
  /** The set the editor opened with: its draft and the version its saves are based on. */
  initial: KeyDateTemplateDto;
  onRestart: (from: KeyDateTemplateDto) => void;
}

function KeyDateSetEditor({ template, initial, onRestart }: KeyDateSetEditorProps) {
  const save = useVersionedKeyDateTemplateEdit(initial);
  const reset = useResetKeyDateTemplate();
  // The version this editor is based on (what Reset sends): the one it opened with, then each save's.
  const [basedOn, setBasedOn] = useState(initial.version);
  const [draft, setDraft] = useState(() => draftFromKeyDates(initial));
  const { errors, formError, setErrors, clear, fail } = useFormErrors();
  // The date order the errors refer to (`items.3.anchor_key`), so they stay with their dates.
  const [errorIds, setErrorIds] = useState<string[]>([]);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const typeLabel = TYPE_LABELS[template.type];
  const dirty = keyDatesDirty(draft, template);
  const busy = save.isPending || reset.isPending;
  const itemErrors = errorsByItem(errors, errorIds);
  const rules = keyDateRules(draft);
  useFocusFirstInvalid(formRef, errors);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    setErrorIds(draft.items.map((item) => item.id));
    const result = keyDatesInput(draft);
    if (!result.ok) return setErrors(result.errors);
    void send(() => save.save(result.input));
  };
  /** Saves (or re-applies); a stale version leaves the draft as it is, with the conflict shown above it. */
  const send = async (attempt: () => Promise<KeyDateTemplateDto | null>) => {
    try {
      const saved = await attempt();
      if (!saved) return;
      setBasedOn(saved.version);
      setDraft(draftFromKeyDates(saved));
      toast.success('Key dates saved', {
        description: `New ${typeLabel.toLowerCase()} deals start with them.`,
      });
    } catch (error) {
      fail('The key dates were not saved')(error);
    }
  };
  const conflict = save.conflict;
  const handleDiscard = () => {
    clear();
    setDraft(draftFromKeyDates(template));
  };
  const handleReset = () =>
    reset.mutate(
      { type: template.type, version: basedOn },
      {
        onSuccess: (builtIn) => {
          setConfirmingReset(false);
          toast.success('Key dates reset to built-in', { description: 'Existing deals keep their dates.' });
          onRestart(builtIn);
        },
        onError: (error) => {
          setConfirmingReset(false);
          const stale = staleActionMessage(error, 'key-date set');
          const current = staleConflictOf(error, KeyDateTemplateDto, null)?.current;
          if (!stale || !current) return fail('The key dates were not reset')(error);
          // Start over from the set as it is now (the sets are fetched again too).
          toast.error('The key dates were not reset', { description: stale });
          onRestart(current);
        },
      },
    );

  return (
    <TemplateCard
      headingId={headingId}
      title={`${typeLabel} key dates`}
      subtitle={`Every new ${typeLabel.toLowerCase()} deal starts with these dates, in this order.`}
      template={template}
      dirty={dirty}
    >
      <Alert tone="info" className="mb-5">
        Changes apply to new deals only: existing deals keep their dates. A fixed date is entered on each
        deal; the others are counted from it. Leave “Track as a deadline” off for a date that only records an
        event, such as contract acceptance: it is never overdue.
      </Alert>
      <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {conflict ? (
          <ConflictNotice
            what="key-date set"
            changedBy={conflict.changedBy}
            changedAt={conflict.changedAt}
            changes={conflictChanges(comparable(conflict.current), comparable(conflict.input))}
            busy={busy}
            onReapply={() => send(save.reapply)}
            onDiscard={async () => {
              clear();
              setBasedOn(conflict.current.version);
              setDraft(draftFromKeyDates(conflict.current));
              await save.discard();
            }}
          />
        ) : null}
        <EditableList
          items={draft.items}
          heading="Dates"
          noun="date"
          nameOf={(item) => item.label}
          firstControl="label"
          max={MAX_KEY_DATES}
          fullMessage={`A set holds at most ${MAX_KEY_DATES} dates.`}
          emptyMessage="No dates. Add the contract acceptance and closing dates."
          listError={errors.items}
          onAdd={(id) => setDraft(addKeyDate(draft, id))}
          onMove={(id, offset) => setDraft(moveItem(draft, id, offset))}
          onRemove={(id) => setDraft(removeKeyDate(draft, id))}
          renderItem={(item, index, actions) => (
            <KeyDateRow
              key={item.id}
              item={item}
              index={index}
              count={draft.items.length}
              anchors={draft.items.filter((d) => d.id !== item.id)}
              rule={rules[item.id]!}
              errors={itemErrors[item.id]}
              onUpdate={(patch) => setDraft(updateKeyDate(draft, item.id, patch))}
              {...actions}
            />
          )}
        />
        <TemplateFormActions
          note="Saved dates apply to deals created afterwards."
          dirty={dirty}
          busy={busy}
          saving={save.isPending}
          saveLabel="Save key dates"
          onDiscard={handleDiscard}
        >
          {template.customized ? (
            <Button variant="secondary" onClick={() => setConfirmingReset(true)} disabled={busy}>
              Reset to built-in
            </Button>
          ) : null}
        </TemplateFormActions>
      </form>
      {confirmingReset ? (
        <ConfirmDialog
          title="Reset to the built-in key dates?"
          description={`New ${typeLabel.toLowerCase()} deals will start with the built-in dates; this organization's set${dirty ? ' and your unsaved changes' : ''} will be lost. Existing deals keep their dates.`}
          confirmLabel="Reset to built-in"
          busy={reset.isPending}
          onConfirm={handleReset}
          onClose={() => setConfirmingReset(false)}
        />
      ) : null}
    </TemplateCard>
  );
}
