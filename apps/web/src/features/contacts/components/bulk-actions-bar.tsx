import type { BulkAction } from '@threshold/domain/contacts/bulk-update-contacts.contract';
import { CONTACT_STAGES } from '@threshold/domain/contacts/contact.contract';
import type { ContactFacetsDto } from '@threshold/domain/contacts/get-contact-facets.contract';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useBulkUpdate } from '../api/contacts-bulk-api';
import { personName, STAGE_LABELS } from '../lib/contact-labels';
import { BulkTagDialog } from './bulk-tag-dialog';

interface BulkActionsBarProps {
  ids: string[];
  facets: ContactFacetsDto | undefined;
  onDone: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** Shown while rows are selected: tag, set stage, assign, export, clear. */
export function BulkActionsBar({ ids, facets, onDone, onExport, exporting }: BulkActionsBarProps) {
  const me = useMe();
  const bulk = useBulkUpdate();
  const [tagMode, setTagMode] = useState<'add_tags' | 'remove_tags' | null>(null);
  const owners = (facets?.owners ?? []).flatMap((o) => (o.owner ? [o.owner] : []));
  if (!owners.some((o) => o.id === me.user.id))
    owners.unshift({ id: me.user.id, first_name: me.profile.first_name, last_name: me.profile.last_name });

  const run = (action: BulkAction, done: string) =>
    bulk.mutate(
      { ids, action },
      {
        onSuccess: (result) => {
          const skipped = result.not_found.length ? ` (${result.not_found.length} no longer available)` : '';
          toast.success(`${done}: ${result.updated} contact${result.updated === 1 ? '' : 's'}${skipped}`);
          setTagMode(null);
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 p-2 text-sm shadow-sm"
    >
      <span className="px-2 font-medium text-slate-900" aria-live="polite">
        {ids.length} selected
      </span>
      <Button size="sm" variant="secondary" disabled={bulk.isPending} onClick={() => setTagMode('add_tags')}>
        Add tag
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={bulk.isPending}
        onClick={() => setTagMode('remove_tags')}
      >
        Remove tag
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="secondary" disabled={bulk.isPending}>
            Set stage <ChevronDown aria-hidden="true" className="h-4 w-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent aria-label="Set stage">
          {CONTACT_STAGES.map((stage) => (
            <DropdownMenuItem
              key={stage}
              onSelect={() => run({ type: 'set_stage', stage }, `Moved to ${STAGE_LABELS[stage]}`)}
            >
              {STAGE_LABELS[stage]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="secondary" disabled={bulk.isPending}>
            Assign <ChevronDown aria-hidden="true" className="h-4 w-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent aria-label="Assign to">
          {owners.map((owner) => (
            <DropdownMenuItem
              key={owner.id}
              onSelect={() => run({ type: 'assign', owner_id: owner.id }, `Assigned to ${personName(owner)}`)}
            >
              {personName(owner)}
              {owner.id === me.user.id ? ' (me)' : ''}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button size="sm" variant="secondary" disabled={exporting} onClick={onExport}>
        {exporting ? 'Exporting…' : 'Export selected'}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      {bulk.isPending ? (
        <span role="status" className="text-slate-700">
          Updating…
        </span>
      ) : null}
      <BulkTagDialog
        mode={tagMode}
        count={ids.length}
        busy={bulk.isPending}
        onClose={() => setTagMode(null)}
        onSubmit={(tags) =>
          tagMode &&
          run({ type: tagMode, tags } as BulkAction, tagMode === 'add_tags' ? 'Tagged' : 'Untagged')
        }
      />
    </div>
  );
}
