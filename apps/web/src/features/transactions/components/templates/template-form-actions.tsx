import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface TemplateFormActionsProps {
  /** What saving changes, e.g. that existing deals keep theirs. */
  note: string;
  dirty: boolean;
  busy: boolean;
  saving: boolean;
  saveLabel: string;
  onDiscard: () => void;
  /** More buttons before Discard (e.g. "Reset to built-in"). */
  children?: ReactNode;
}

/** The bottom row of a template editor: what saving does, Discard changes and Save (a submit). */
export function TemplateFormActions({
  note,
  dirty,
  busy,
  saving,
  saveLabel,
  onDiscard,
  children,
}: TemplateFormActionsProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
      <p className="mr-auto text-sm text-slate-600">{note}</p>
      {children}
      <Button variant="secondary" onClick={onDiscard} disabled={!dirty || busy}>
        Discard changes
      </Button>
      <Button type="submit" disabled={!dirty || busy}>
        {saving ? 'Saving…' : saveLabel}
      </Button>
    </div>
  );
}
