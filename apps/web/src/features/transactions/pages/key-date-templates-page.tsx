import { CalendarClock } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { KeyDateTemplateDto } from '@threshold/domain/transactions/key-date-templates.contract';
import { TRANSACTION_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { useKeyDateTemplates } from '../api/templates-api';
import { DealTemplatesFrame } from '../components/templates/deal-templates-frame';
import { KeyDateTemplateEditor } from '../components/templates/key-date-template-editor';
import { TemplatePicker, type PickerGroup } from '../components/templates/template-picker';
import { TYPE_LABELS } from '../model/labels';

/** One entry per deal type, in the usual type order. */
function pickerGroups(sets: KeyDateTemplateDto[]): PickerGroup[] {
  const entries = TRANSACTION_TYPES.flatMap((type) =>
    sets
      .filter((s) => s.type === type)
      .map((s) => ({
        id: s.type,
        search: `?type=${s.type}`,
        title: TYPE_LABELS[s.type],
        detail: `${s.items.length} ${s.items.length === 1 ? 'date' : 'dates'}`,
        state: s,
      })),
  );
  return [{ heading: null, entries }];
}

/**
 * /transactions/key-date-templates — the dates every new deal starts with, per type (Deal templates →
 * Key dates). The chosen type is in the URL (`?type=purchase`; the first one by default).
 */
export function KeyDateTemplatesPage() {
  const sets = useKeyDateTemplates();
  const [params] = useSearchParams();
  const items = sets.data?.items ?? [];
  const selected = items.find((s) => s.type === params.get('type')) ?? items[0];

  return (
    <DealTemplatesFrame
      title="Key-date defaults"
      description="The key dates every new deal starts with, by deal type: contract acceptance, contingencies, closing. Changes apply to new deals only; existing deals keep their dates."
      query={sets}
      what="the key-date defaults"
      empty={{
        icon: CalendarClock,
        title: 'No key-date defaults',
        text: 'The dates each deal type starts with appear here.',
      }}
      picker={
        selected ? (
          <TemplatePicker label="Deal types" groups={pickerGroups(items)} selectedId={selected.type} />
        ) : null
      }
      editor={selected ? <KeyDateTemplateEditor key={selected.type} template={selected} /> : null}
    />
  );
}
