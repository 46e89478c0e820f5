import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';

/** Leaves for another page once a save is done (after the unsaved-changes guard has let go). */
export function useLeaveAfterSave() {
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);
  return { leaving: leaveTo !== null, leave: setLeaveTo };
}

interface FormShellProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** What the form edits, for the unsaved-changes question ("listing", "property"). */
  what: string;
  dirty: boolean;
  submitting: boolean;
  submitLabel: string;
  formError: string | null;
  /** A stale-save notice (ConflictNotice), shown above the fields. */
  conflict?: ReactNode;
  cancelTo: string;
  children: ReactNode;
}

/** The frame of the listing and property forms: errors, fields, save and cancel, and the leave guard. */
export function FormShell(props: FormShellProps) {
  const navigate = useNavigate();
  return (
    <form onSubmit={(e) => void props.onSubmit(e)} noValidate className="space-y-6">
      <UnsavedChangesGuard when={props.dirty} what={props.what} />
      {props.formError ? <Alert tone="error">{props.formError}</Alert> : null}
      {props.conflict}
      {props.children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={props.submitting}>
          {props.submitting ? 'Saving…' : props.submitLabel}
        </Button>
        <Button variant="secondary" onClick={() => void navigate(props.cancelTo)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
