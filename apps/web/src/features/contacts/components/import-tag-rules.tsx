import {
  CONTACT_STAGES,
  CONTACT_TYPES,
  type ContactStage,
  type ContactType,
} from '@threshold/domain/contacts/contact.contract';
import type { ColumnMapping } from '@threshold/domain/contacts/csv-fields';
import type { TagMapping, TagRule } from '@threshold/domain/contacts/import-formats/tag-mapping';
import { useMemo } from 'react';
import { Select } from '@/components/ui/select';
import { STAGE_LABELS, TYPE_LABELS } from '../lib/contact-labels';
import type { ImportFile } from '../lib/read-import-file';

const MAX_LABELS = 40;
const encode = (rule: TagRule | undefined) =>
  !rule ? 'tag' : 'type' in rule ? `type:${rule.type}` : `stage:${rule.stage}`;
const decode = (value: string): TagRule | null => {
  const [kind, v] = value.split(':');
  if (kind === 'type') return { type: v as ContactType };
  if (kind === 'stage') return { stage: v as ContactStage };
  return null;
};

/** The distinct labels of the column mapped to tags, each kept as a tag or turned into a type or the stage. */
export function ImportTagRules({
  file,
  mapping,
  rules,
  onChange,
}: {
  file: ImportFile;
  mapping: ColumnMapping;
  rules: TagMapping;
  onChange: (rules: TagMapping) => void;
}) {
  const labels = useMemo(() => {
    const column = file.header.findIndex((h) => mapping[h] === 'tags');
    if (column < 0) return [];
    const counts = new Map<string, number>();
    for (const row of file.rows)
      for (const tag of (row[column] ?? '').split(/\s*[;,|]\s*/).filter(Boolean))
        counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).slice(0, MAX_LABELS);
  }, [file, mapping]);
  if (!labels.length) return null;
  return (
    <section
      aria-labelledby="tag-rules-title"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h3 id="tag-rules-title" className="font-semibold text-slate-900">
        Labels and groups
      </h3>
      <p className="text-slate-600">They become tags; a label can set the contact type or stage instead.</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {labels.map(([label, count]) => (
          <li key={label} className="flex items-center justify-between gap-3">
            <span>
              {label} <span className="text-slate-500">({count})</span>
            </span>
            <Select
              aria-label={`Label ${label} becomes`}
              className="w-48"
              value={encode(rules[label])}
              onChange={(e) => {
                const rule = decode(e.target.value);
                const next = { ...rules };
                if (rule) next[label] = rule;
                else delete next[label];
                onChange(next);
              }}
            >
              <option value="tag">Tag “{label}”</option>
              {CONTACT_TYPES.map((t) => (
                <option key={t} value={`type:${t}`}>
                  Type: {TYPE_LABELS[t]}
                </option>
              ))}
              {CONTACT_STAGES.map((s) => (
                <option key={s} value={`stage:${s}`}>
                  Stage: {STAGE_LABELS[s]}
                </option>
              ))}
            </Select>
          </li>
        ))}
      </ul>
    </section>
  );
}
