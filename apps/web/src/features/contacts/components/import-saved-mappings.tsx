import type { ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import type { SavedImportMapping } from '@threshold/domain/contacts/import-formats/saved-mappings.contract';
import type { TagMapping } from '@threshold/domain/contacts/import-formats/tag-mapping';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import {
  deleteImportMapping,
  fetchImportMappings,
  importMappingsKey,
  saveImportMapping,
} from '../api/import-mappings-api';
import type { ImportFile } from '../lib/read-import-file';

/** A saved mapping fits a file when every column it maps is in the file. */
const fits = (saved: SavedImportMapping, header: readonly string[]) =>
  Object.keys(saved.mapping).every((h) => header.includes(h));

/** Saved mappings of the organization: apply one that fits this file, or save the current one. */
export function ImportSavedMappings({
  file,
  mapping,
  tagMapping,
  onApply,
}: {
  file: ImportFile;
  mapping: ColumnMapping;
  tagMapping: TagMapping;
  onApply: (mapping: ColumnMapping, tagMapping: TagMapping) => void;
}) {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: importMappingsKey, queryFn: fetchImportMappings });
  const [name, setName] = useState('');
  const onSaved = (data: { items: SavedImportMapping[] }) =>
    queryClient.setQueryData(importMappingsKey, data);
  const save = useMutation({
    mutationFn: () =>
      saveImportMapping({
        name: name.trim(),
        format: file.format,
        header: file.header,
        mapping,
        tag_mapping: tagMapping,
      }),
    onSuccess: (data) => {
      onSaved(data);
      setName('');
    },
  });
  const remove = useMutation({ mutationFn: deleteImportMapping, onSuccess: onSaved });
  const fitting = (saved.data?.items ?? []).filter((m) => fits(m, file.header));

  return (
    <section
      aria-labelledby="saved-mappings-title"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h3 id="saved-mappings-title" className="font-semibold text-slate-900">
        Saved mappings
      </h3>
      {fitting.length ? (
        <ul className="mt-2 space-y-1">
          {fitting.map((m) => (
            <li key={m.name} className="flex items-center gap-2">
              <span className="grow">{m.name}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onApply({ ...mapping, ...m.mapping }, m.tag_mapping)}
              >
                Use
              </Button>
              <Button size="sm" variant="ghost" onClick={() => remove.mutate(m.name)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-600">None saved for files with these columns yet.</p>
      )}
      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) save.mutate();
        }}
      >
        <label className="grow">
          <span className="mb-1 block text-slate-700">Save this mapping as</span>
          <Input
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Monthly Follow Up Boss export"
          />
        </label>
        <Button type="submit" variant="secondary" disabled={!name.trim() || save.isPending}>
          Save mapping
        </Button>
      </form>
      {save.isError ? <p className="mt-2 text-red-700">{errorMessage(save.error)}</p> : null}
      {save.isSuccess ? (
        <p className="mt-2 text-slate-700" role="status">
          Mapping saved.
        </p>
      ) : null}
    </section>
  );
}
