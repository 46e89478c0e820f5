import { ContactDto } from '@threshold/domain/contacts/contact.contract';
import type { DuplicatePairDto } from '@threshold/domain/contacts/find-duplicates.contract';
import type { MergePickableField } from '@threshold/domain/contacts/merge-contacts.contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConflictNotice, type ConflictChange } from '@/components/ui/conflict-notice';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { staleConflictOf } from '@/lib/versioned-mutation';
import { useMergeContacts } from '../api/contact-duplicates-api';
import { useContact } from '../api/contacts-api';
import { conflictingFields, MERGE_FIELD_LABELS, movedContactChanges } from '../lib/merge-choices';

type Prefer = Partial<Record<MergePickableField, 'survivor' | 'duplicate'>>;

interface MergeConflict {
  name: string;
  changedBy: { name: string } | null;
  changedAt: string | null;
  changes: ConflictChange[];
}

/** Pick the record that stays and, where they disagree, whose value wins; then merge. */
export function MergeDialog({ pair }: { pair: DuplicatePairDto }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Merge…</Button>
      </DialogTrigger>
      <DialogContent
        title="Merge contacts"
        description="One record stays; the other is merged into it and disappears."
        className="max-w-3xl"
      >
        {open ? <MergeChoices pair={pair} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MergeChoices({ pair, onDone }: { pair: DuplicatePairDto; onDone: () => void }) {
  const a = useContact(pair.a.id);
  const b = useContact(pair.b.id);
  if (a.isPending || b.isPending) return <Spinner label="Loading both contacts" />;
  if (a.isError || b.isError) return <Alert tone="error">{errorMessage(a.error ?? b.error)}</Alert>;
  return <MergeForm pair={pair} a={a.data} b={b.data} onDone={onDone} />;
}

/**
 * Mounted once both contacts are loaded: it shows, and merges based on, the two records as they were
 * then (issue 19, ADR 0092). When one moved on meanwhile, the merge is refused; the notice says who
 * changed what, the record shown becomes the current one, and the choices are kept to merge again.
 */
function MergeForm({
  pair,
  a: openedA,
  b: openedB,
  onDone,
}: {
  pair: DuplicatePairDto;
  a: ContactDto;
  b: ContactDto;
  onDone: () => void;
}) {
  const me = useMe();
  const merge = useMergeContacts();
  const [seen, setSeen] = useState({ a: openedA, b: openedB });
  const [conflict, setConflict] = useState<MergeConflict | null>(null);
  const [keep, setKeep] = useState<'a' | 'b'>(pair.b.user_id && !pair.a.user_id ? 'b' : 'a');
  const [prefer, setPrefer] = useState<Prefer>({});
  const { a, b } = seen;
  const [survivor, duplicate] = keep === 'a' ? [a, b] : [b, a];
  const teamName = (id: string) => me.primaryAffiliation?.teams.find((t) => t.id === id)?.name ?? 'A team';
  const choices = conflictingFields(survivor, duplicate, teamName);

  // mutateAsync: the pair (and this dialog) disappears when the list refreshes; the toast must not.
  const handleMerge = async () => {
    setConflict(null);
    try {
      const { contact, moved } = await merge.mutateAsync({
        survivorId: survivor.id,
        survivorVersion: survivor.version,
        duplicate_id: duplicate.id,
        duplicate_version: duplicate.version,
        prefer,
      });
      toast.success(
        `Merged into ${contact.display_name}: ${moved.activities} activities, ${moved.tasks} follow-ups, ${moved.deal_links} deal links, ${moved.invitations} invitations kept`,
      );
      onDone();
    } catch (error) {
      const stale = staleConflictOf(error, ContactDto, prefer);
      if (!stale) {
        toast.error(errorMessage(error));
        return;
      }
      const side = stale.current.id === a.id ? 'a' : 'b';
      setConflict({
        name: stale.current.display_name,
        changedBy: stale.changedBy,
        changedAt: stale.changedAt,
        changes: movedContactChanges(seen[side], stale.current, teamName),
      });
      setSeen((s) => ({ ...s, [side]: stale.current }));
    }
  };

  return (
    <div className="space-y-5 text-sm">
      {conflict ? (
        <ConflictNotice
          what={`contact (${conflict.name})`}
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          changes={conflict.changes}
          busy={merge.isPending}
          onReapply={handleMerge}
          onDiscard={() => {
            setConflict(null);
            setPrefer({});
          }}
        />
      ) : null}
      <fieldset>
        <legend className="font-medium text-slate-900">Keep</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(['a', 'b'] as const).map((side) => {
            const c = side === 'a' ? a : b;
            return (
              <label key={side} className="flex items-start gap-2 rounded-md border border-slate-200 p-3">
                <input
                  type="radio"
                  name="merge-keep"
                  className="mt-0.5 accent-brand-700"
                  checked={keep === side}
                  onChange={() => {
                    setKeep(side);
                    setPrefer({});
                  }}
                />
                <span>
                  <span className="font-medium text-slate-900">{c.display_name}</span>
                  <span className="block text-xs text-slate-600">
                    {c.emails[0]?.value ?? c.phones[0]?.value ?? 'No e-mail or phone'}
                    {c.user_id ? ' · has a client account' : ''}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {choices.length ? (
        <fieldset className="space-y-3">
          <legend className="font-medium text-slate-900">Where they differ, keep</legend>
          {choices.map((choice) => (
            <div
              key={choice.field}
              role="radiogroup"
              aria-label={MERGE_FIELD_LABELS[choice.field]}
              className="grid gap-2 sm:grid-cols-[9rem_1fr_1fr] sm:items-center"
            >
              <span className="text-slate-700">{MERGE_FIELD_LABELS[choice.field]}</span>
              {(['survivor', 'duplicate'] as const).map((side) => (
                <label key={side} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`merge-${choice.field}`}
                    className="accent-brand-700"
                    checked={(prefer[choice.field] ?? 'survivor') === side}
                    onChange={() => setPrefer((p) => ({ ...p, [choice.field]: side }))}
                  />
                  {choice[side] ?? '—'}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      ) : (
        <p className="text-slate-700">
          No conflicting values: empty fields are filled from the other record.
        </p>
      )}
      <p className="text-slate-700">
        E-mails, phones, types, tags and areas are combined; notes are joined. Every activity, follow-up, deal
        link and invitation moves to the kept contact, and the merge is recorded in the audit log.
      </p>
      <Button onClick={() => void handleMerge()} disabled={merge.isPending}>
        {merge.isPending ? 'Merging…' : `Merge into ${survivor.display_name}`}
      </Button>
    </div>
  );
}
