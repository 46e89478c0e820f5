import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

export interface NoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  noteLabel: string;
  noteRequired?: string | null;
  confirmLabel: string;
  busy: boolean;
  /** A server error for the note field or the whole action. */
  error?: { field?: string | undefined; form?: string | null | undefined };
  onConfirm: (note: string) => void;
  children?: ReactNode;
  tone?: 'primary' | 'danger';
}

/** A confirm dialog with a note (return with a note, reject, approve with an optional note …). */
export function NoteDialog(props: NoteDialogProps) {
  const { open, onOpenChange, title, description, noteLabel, noteRequired, confirmLabel, busy, error } =
    props;
  const [note, setNote] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (noteRequired && note.trim() === '') return setLocalError(noteRequired);
    setLocalError(null);
    props.onConfirm(note.trim());
  };
  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setNote('');
      setLocalError(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent title={title} description={description}>
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          {error?.form ? <Alert tone="error">{error.form}</Alert> : null}
          {props.children}
          <FormField label={noteLabel} error={localError ?? error?.field}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={4} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => handleOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant={props.tone ?? 'primary'} disabled={busy}>
              {busy ? 'Saving…' : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
