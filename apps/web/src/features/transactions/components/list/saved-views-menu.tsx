import { DropdownMenu } from 'radix-ui';
import { Bookmark, Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/auth/auth-context';
import { SavedViewsDialog } from './saved-views-dialog';
import { useSavedViews } from './use-saved-views';

interface SavedViewsMenuProps {
  /** The current list's canonical query string. */
  currentQuery: string;
  onApply: (query: string) => void;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

/** Quick access to saved views, and the dialog to save the current one or manage them. */
export function SavedViewsMenu({ currentQuery, onApply }: SavedViewsMenuProps) {
  const me = useMe();
  const saved = useSavedViews(me.user.id);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="secondary">
            <Bookmark aria-hidden="true" className="h-4 w-4" />
            Saved views
            <ChevronDown aria-hidden="true" className="h-4 w-4" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 max-h-96 min-w-60 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            {saved.views.length === 0 ? (
              <p className="px-2 py-1.5 text-sm text-slate-600">No saved views yet</p>
            ) : null}
            {saved.views.map((view) => (
              <DropdownMenu.Item key={view.id} className={itemClass} onSelect={() => onApply(view.query)}>
                <span className="flex h-4 w-4 items-center">
                  {view.query === currentQuery ? <Check aria-label="current" className="h-4 w-4" /> : null}
                </span>
                {view.name}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={itemClass} onSelect={() => setDialogOpen(true)}>
              Save or manage views…
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SavedViewsDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        currentQuery={currentQuery}
        saved={saved}
        onApply={(query) => {
          onApply(query);
          setDialogOpen(false);
        }}
      />
    </>
  );
}
