import { Link } from 'react-router';
import type { ChecklistTemplateDto } from '@threshold/domain/transactions/checklistTemplates.contract';
import { TRANSACTION_TYPES } from '@threshold/domain/transactions/transaction-enums';
import { cn } from '@/lib/cn';
import { SIDE_LABELS, TYPE_LABELS } from '../../model/labels';
import { TemplateStatus } from './template-status';

interface TemplatePickerProps {
  templates: ChecklistTemplateDto[];
  selected: ChecklistTemplateDto;
}

/** The templates grouped by type, one link per side (the choice lives in the URL). */
export function TemplatePicker({ templates, selected }: TemplatePickerProps) {
  return (
    <nav aria-label="Checklist templates" className="space-y-5">
      {TRANSACTION_TYPES.map((type) => {
        const group = templates.filter((t) => t.type === type);
        if (group.length === 0) return null;
        return (
          <section key={type}>
            <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {TYPE_LABELS[type]}
            </h2>
            <ul className="space-y-1">
              {group.map((t) => {
                const current = t === selected;
                return (
                  <li key={t.side}>
                    <Link
                      to={{ search: `?type=${t.type}&side=${t.side}` }}
                      aria-current={current ? 'true' : undefined}
                      className={cn(
                        'focus-ring block rounded-md border px-3 py-2 text-sm',
                        current
                          ? 'border-brand-700 bg-brand-50'
                          : 'border-slate-200 bg-white hover:bg-slate-50',
                      )}
                    >
                      <span className="block font-medium text-slate-900">{SIDE_LABELS[t.side]} side</span>{' '}
                      <span className="block text-slate-600">{t.name}</span>{' '}
                      <span className="mt-1 block">
                        <TemplateStatus template={t} />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
