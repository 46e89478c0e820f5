/**
 * Versioned edits (issue 19, ADR 0082): every edit is sent with `If-Match: "<version the form was
 * opened with>"`. On 409 STALE_VERSION the typed input is kept and `conflict` says what the record is
 * now and who changed it; the user re-applies (same input, the new version) or discards (takes theirs).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from './api-error';

export const versionHeaders = (version: number) => ({ 'If-Match': `"${version}"` });

export interface StaleConflict<TRecord, TInput> {
  /** The record as it is now on the server. */
  current: TRecord;
  changedBy: { id: string; name: string } | null;
  changedAt: string | null;
  /** What the user typed and tried to save (kept, to re-apply). */
  input: TInput;
}

/** The 409 STALE_VERSION answer as a conflict, or null for any other error. */
export function staleConflictOf<TRecord extends { version: number }, TInput>(
  error: unknown,
  recordSchema: z.ZodType<TRecord>,
  input: TInput,
): StaleConflict<TRecord, TInput> | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'STALE_VERSION') return null;
  const current = recordSchema.safeParse(error.details.current);
  if (!current.success) return null;
  const by = error.details.changed_by as { id?: unknown; name?: unknown } | null | undefined;
  return {
    current: current.data,
    changedBy:
      by && typeof by.id === 'string' && typeof by.name === 'string' ? { id: by.id, name: by.name } : null,
    changedAt: typeof error.details.changed_at === 'string' ? error.details.changed_at : null,
    input,
  };
}

interface Options<TInput, TOutput, TRecord extends { version: number }> {
  /** The version the form was opened with (read once, when the form mounts). */
  version: number;
  /** Sends the edit with these headers (the If-Match). */
  send: (input: TInput, headers: Record<string, string>) => Promise<TOutput>;
  /** The single-record DTO the 409 carries in `current`. */
  recordSchema: z.ZodType<TRecord>;
  /** The version after a successful save (so a second save from the same form is not stale). */
  versionOf: (output: TOutput) => number | undefined;
  /** After a save: update/invalidate the query cache (lists and detail get the new version). */
  onSaved?: (output: TOutput) => unknown;
  /** "Discard mine": put the server's record into the cache and the form. */
  onDiscard?: (current: TRecord) => unknown;
}

export function useVersionedMutation<TInput, TOutput, TRecord extends { version: number }>(
  options: Options<TInput, TOutput, TRecord>,
) {
  const [version, setVersion] = useState(options.version);
  const [conflict, setConflict] = useState<StaleConflict<TRecord, TInput> | null>(null);
  const mutation = useMutation({
    mutationFn: ({ input, basedOn }: { input: TInput; basedOn: number }) =>
      options.send(input, versionHeaders(basedOn)),
  });

  /** Resolves with the output when saved, null on a conflict (see `conflict`); other errors throw. */
  async function save(input: TInput, basedOn = version): Promise<TOutput | null> {
    setConflict(null);
    try {
      const output = await mutation.mutateAsync({ input, basedOn });
      const next = options.versionOf(output);
      if (next !== undefined) setVersion(next);
      await options.onSaved?.(output);
      return output;
    } catch (error) {
      const stale = staleConflictOf(error, options.recordSchema, input);
      if (!stale) throw error;
      setConflict(stale);
      return null;
    }
  }

  return {
    save,
    conflict,
    isPending: mutation.isPending,
    /** Sends the kept input again, based on the version the conflict reported. */
    reapply: () => (conflict ? save(conflict.input, conflict.current.version) : Promise.resolve(null)),
    discard: async () => {
      if (!conflict) return;
      setVersion(conflict.current.version);
      setConflict(null);
      await options.onDiscard?.(conflict.current);
    },
  };
}
