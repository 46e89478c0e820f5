import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MAX_VIEW_NAME } from '../../model/saved-views';
import type { useSavedViews } from './use-saved-views';

interface SavedViewsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentQuery: string;
  saved: ReturnType<typeof useSavedViews>;
  onApply: (query: string) => void;
}

/** Save the current filters, sort and view under a name; open or delete saved ones. */
export function SavedViewsDialog({
  open,
  onOpenChange,
  currentQuery,
  saved,
  onApply,
}: SavedViewsDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    const result = saved.save(name, currentQuery);
    if (!result.ok) return setError(result.error);
    setError(null);
    setName('');
    toast.success(result.replaced ? `View "${name.trim()}" updated` : `View "${name.trim()}" saved`);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Saved views"
        description="A view keeps the search, filters, sort and layout of the list. Views are stored in this browser."
      >
        <form onSubmit={handleSave} noValidate className="flex items-start gap-2">
          <div className="flex-1">
            <FormField label="Save the current view as" error={error ?? undefined}>
              <Input value={name} maxLength={MAX_VIEW_NAME} onChange={(e) => setName(e.target.value)} />
            </FormField>
          </div>
          <Button type="submit" className="mt-6">
            Save view
          </Button>
        </form>
        <h3 className="mt-6 text-sm font-semibold text-slate-900">Your views</h3>
        {saved.views.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No saved views yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
            {saved.views.map((view) => (
              <li key={view.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{view.name}</p>
                  <p className="truncate text-xs text-slate-600">
                    {view.query ? `?${view.query}` : 'All deals'}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button size="sm" variant="secondary" onClick={() => onApply(view.query)}>
                    Open<span className="sr-only"> {view.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      saved.remove(view.id);
                      toast.success(`View "${view.name}" deleted`);
                    }}
                  >
                    Delete<span className="sr-only"> {view.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
