import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { applyApiError } from '@/lib/form-errors';
import { useVersionedMutation } from '@/lib/versioned-mutation';
import { changedFields } from '../../lib/form-fields';
import { useLeaveAfterSave } from './form-shell';

interface FormEditOptions<V extends FieldValues, I, R extends { version: number }> {
  form: UseFormReturn<V>;
  record: R;
  recordSchema: z.ZodType<R>;
  /** What is edited ("listing"), for the conflict notice and the toast. */
  what: string;
  send: (input: I, headers: Record<string, string>) => Promise<R>;
  /** The form filled with the record (a conflict's "theirs", and "discard mine"). */
  formOf: (record: R) => V;
  labels: Partial<Record<keyof V, string>>;
  fieldOf: (apiField: string) => Path<V> | undefined;
  cacheKey: QueryKey;
  /** Where to go after a save. */
  doneTo: string;
}

/**
 * An edit screen's save (ADR 0084): based on the version the screen opened with; a stale save keeps
 * the typed values and shows theirs against yours; field errors land on the fields; after a save the
 * caches get the new record and the screen leaves for `doneTo`.
 */
export function useFormEdit<V extends FieldValues, I, R extends { version: number }>(
  options: FormEditOptions<V, I, R>,
) {
  const { form } = options;
  const queryClient = useQueryClient();
  const { leaving, leave } = useLeaveAfterSave();
  const [formError, setFormError] = useState<string | null>(null);
  const edit = useVersionedMutation({
    version: options.record.version,
    recordSchema: options.recordSchema,
    send: options.send,
    versionOf: (saved) => saved.version,
    onSaved: async (saved) => {
      queryClient.setQueryData(options.cacheKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['listings'] });
    },
    onDiscard: (current) => {
      queryClient.setQueryData(options.cacheKey, current);
      form.reset(options.formOf(current));
    },
  });

  const run = async (attempt: () => Promise<R | null>) => {
    setFormError(null);
    try {
      if (!(await attempt())) return;
      toast.success(`${options.what[0]!.toUpperCase()}${options.what.slice(1)} saved`);
      leave(options.doneTo);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, options.fieldOf));
    }
  };
  const conflict = edit.conflict;
  return {
    formError,
    leaving,
    saving: edit.isPending,
    save: (input: I) => run(() => edit.save(input)),
    conflictNotice: conflict ? (
      <ConflictNotice
        what={options.what}
        changedBy={conflict.changedBy}
        changedAt={conflict.changedAt}
        changes={changedFields(options.formOf(conflict.current), form.getValues(), options.labels)}
        busy={edit.isPending}
        onReapply={() => run(edit.reapply)}
        onDiscard={edit.discard}
      />
    ) : null,
  };
}
