import { format, formatDistanceToNow } from 'date-fns';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ApiTokenDto, CreatedApiToken } from '@threshold/domain/api-tokens/api-token.contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens-api';
import { NewApiTokenForm } from './new-api-token-form';
import { LoadError } from '@/components/ui/load-error';

function tokenState(token: ApiTokenDto): string {
  if (token.revoked_at) return `Revoked ${format(new Date(token.revoked_at), 'PP')}`;
  if (token.expires_at && new Date(token.expires_at) <= new Date()) return 'Expired';
  const used = token.last_used_at
    ? `used ${formatDistanceToNow(new Date(token.last_used_at), { addSuffix: true })}`
    : 'never used';
  const expires = token.expires_at ? `expires ${format(new Date(token.expires_at), 'PP')}` : 'no expiry';
  return `${used} · ${expires}`;
}

/** The token of a create, shown once with a copy button. */
function CreatedTokenNotice({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(created.token).then(
      () => toast.success('Token copied'),
      () => toast.error('Copy failed; select the token and copy it yourself'),
    );
  return (
    <Alert tone="success" title={`“${created.api_token.name}” is ready`}>
      <p>Copy it now: this is the only time it is shown. Send it as `Authorization: Bearer …`.</p>
      <code
        data-testid="new-api-token"
        className="mt-2 block rounded bg-white p-2 font-mono text-xs break-all"
      >
        {created.token}
      </code>
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy token
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </Alert>
  );
}

/** Personal API tokens (ADR 0121): list, make one (shown once), revoke. */
export function ApiTokens() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);

  if (tokens.isPending) return <Spinner label="Loading API tokens" />;
  if (tokens.isError)
    return <LoadError what="the API tokens" error={tokens.error} onRetry={() => void tokens.refetch()} />;
  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => toast.success(`“${revoking.name}” revoked`),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setRevoking(null),
    });

  return (
    <div className="space-y-4">
      {created ? <CreatedTokenNotice created={created} onDone={() => setCreated(null)} /> : null}
      {tokens.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">
          No tokens yet. A token lets another program use the API as you.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="api-tokens">
          {tokens.data.items.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="text-sm font-medium text-slate-900">
                  {token.name} <code className="ml-1 text-xs text-slate-600">{token.hint}…</code>
                </p>
                <p className="text-xs text-slate-600">
                  {token.permissions.length} permission{token.permissions.length === 1 ? '' : 's'} ·{' '}
                  {tokenState(token)}
                </p>
              </div>
              {token.revoked_at ? null : (
                <Button variant="secondary" size="sm" onClick={() => setRevoking(token)}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {creating ? (
        <NewApiTokenForm
          onCreated={(made) => {
            setCreated(made);
            setCreating(false);
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setCreating(true)}>
          New token
        </Button>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this token?"
        description={`Programs using “${revoking?.name ?? ''}” are refused from their next request.`}
        confirmLabel="Revoke token"
        busy={revoke.isPending}
        danger
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
