import { ListChecks } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { ChecklistTemplateDto } from '@threshold/domain/transactions/checklist-templates.contract';
import { TRANSACTION_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { useChecklistTemplates } from '../api/templates-api';
import { DealTemplatesFrame } from '../components/templates/deal-templates-frame';
import { TemplateEditor } from '../components/templates/template-editor';
import { TemplatePicker, type PickerGroup } from '../components/templates/template-picker';
import { SIDE_LABELS, TYPE_LABELS } from '../model/labels';

const idOf = (t: ChecklistTemplateDto) => `${t.type}/${t.side}`;

/** The templates grouped by type, one entry per side. */
function pickerGroups(templates: ChecklistTemplateDto[]): PickerGroup[] {
  return TRANSACTION_TYPES.map((type) => ({
    heading: TYPE_LABELS[type],
    entries: templates
      .filter((t) => t.type === type)
      .map((t) => ({
        id: idOf(t),
        search: `?type=${t.type}&side=${t.side}`,
        title: `${SIDE_LABELS[t.side]} side`,
        detail: t.name,
        state: t,
      })),
  })).filter((group) => group.entries.length > 0);
}

/**
 * /transactions/checklist-templates — the organization's checklist per deal type and side (Deal
 * templates → Checklists). The chosen template is in the URL (`?type=purchase&side=buyer`; the first
 * one by default).
 */
export function ChecklistTemplatesPage() {
  const templates = useChecklistTemplates();
  const [params] = useSearchParams();
  const items = templates.data?.items ?? [];
  const selected =
    items.find((t) => t.type === params.get('type') && t.side === params.get('side')) ?? items[0];

  return (
    <DealTemplatesFrame
      title="Checklist templates"
      description="Every new deal copies the checklist for its type and side (a dual deal gets both sides). Editing a template changes future deals only; existing deals keep their checklist."
      query={templates}
      what="the checklist templates"
      empty={{
        icon: ListChecks,
        title: 'No checklist templates',
        text: 'Templates for each deal type and side appear here.',
      }}
      picker={
        selected ? (
          <TemplatePicker
            label="Checklist templates"
            groups={pickerGroups(items)}
            selectedId={idOf(selected)}
          />
        ) : null
      }
      editor={selected ? <TemplateEditor key={idOf(selected)} template={selected} /> : null}
    />
  );
}
