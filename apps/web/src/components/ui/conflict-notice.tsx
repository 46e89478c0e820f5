import { Alert } from './alert';
import { Button } from './button';

export interface ConflictChange {
  label: string;
  /** The value on the server now (after the other person's save). */
  theirs: string;
  /** What this user typed. */
  yours: string;
}

interface ConflictNoticeProps {
  what: string;
  changedBy: { name: string } | null;
  changedAt: string | null;
  changes: ConflictChange[];
  busy?: boolean;
  onReapply: () => unknown;
  onDiscard: () => unknown;
}

const when = (at: string | null) => (at ? ` at ${new Date(at).toLocaleString()}` : '');

/** A stale edit (409 STALE_VERSION): who changed the record meanwhile, theirs vs yours, re-apply or discard. */
export function ConflictNotice({
  what,
  changedBy,
  changedAt,
  changes,
  busy,
  onReapply,
  onDiscard,
}: ConflictNoticeProps) {
  return (
    <Alert
      tone="warning"
      title={`${changedBy?.name ?? 'Someone else'} changed this ${what}${when(changedAt)}`}
    >
      <p>Your changes were not saved. They are still in the form.</p>
      {changes.length ? (
        <dl className="mt-2 space-y-1">
          {changes.map((change) => (
            <div key={change.label} className="grid grid-cols-[8rem_1fr] gap-2">
              <dt className="font-medium">{change.label}</dt>
              <dd>
                Now: <span data-testid="conflict-theirs">{change.theirs || '—'}</span> · Yours:{' '}
                <span data-testid="conflict-yours">{change.yours || '—'}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void onReapply()} disabled={busy}>
          Save mine over theirs
        </Button>
        <Button variant="secondary" onClick={() => void onDiscard()} disabled={busy}>
          Discard mine, keep theirs
        </Button>
      </div>
    </Alert>
  );
}

/** Rows for the fields the user changed: the server's value now vs the typed one. */
export function conflictChanges(
  current: Record<string, unknown>,
  input: Record<string, unknown>,
  labelOf: (key: string) => string = (key) => key.replace(/_/g, ' '),
): ConflictChange[] {
  return Object.keys(input).map((key) => ({
    label: labelOf(key),
    theirs: show(current[key]),
    yours: show(input[key]),
  }));
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(show).filter(Boolean).join(', ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(show)
      .filter(Boolean)
      .join(', ');
  return String(value);
}
