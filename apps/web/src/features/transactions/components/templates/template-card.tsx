import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { TemplateStatus, type TemplateState } from './template-status';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';

interface TemplateCardProps {
  headingId: string;
  title: string;
  subtitle: string;
  template: TemplateState;
  /** Unsaved edits: leaving the page or switching templates asks first. */
  dirty: boolean;
  children: ReactNode;
}

/** The frame of a template editor: heading, what it applies to, its status, and the leave guard. */
export function TemplateCard({ headingId, title, subtitle, template, dirty, children }: TemplateCardProps) {
  return (
    <Card aria-labelledby={headingId}>
      <UnsavedChangesGuard what="template" when={dirty} />
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        </div>
        <TemplateStatus template={template} />
      </div>
      {children}
    </Card>
  );
}
