import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { splitTags } from '../lib/contact-form-values';

interface BulkTagDialogProps {
  mode: 'add_tags' | 'remove_tags' | null;
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (tags: string[]) => void;
}

export function BulkTagDialog({ mode, count, busy, onClose, onSubmit }: BulkTagDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const adding = mode === 'add_tags';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const tags = splitTags(value);
    if (tags.length === 0) return setError('Type at least one tag');
    setError(undefined);
    onSubmit(tags);
  };

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) {
          setValue('');
          setError(undefined);
          onClose();
        }
      }}
    >
      <DialogContent
        title={adding ? 'Add tags' : 'Remove tags'}
        description={`${adding ? 'Add to' : 'Remove from'} ${count} selected contact${count === 1 ? '' : 's'}.`}
        className="max-w-md"
      >
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <FormField label="Tags" hint="Separate several tags with commas." error={error}>
            <Input autoFocus value={value} onChange={(e) => setValue(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : adding ? 'Add tags' : 'Remove tags'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
