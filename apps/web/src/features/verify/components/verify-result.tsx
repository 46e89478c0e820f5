import type { SignatureCheckDto, VerifyResultDto } from '@threshold/domain/documents/verify.contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { utcTime } from '../lib/sha256-hex';

type Match = Extract<VerifyResultDto, { match: true }>;

function Hash({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-mono text-xs break-all text-slate-900">{value}</dd>
    </div>
  );
}

function SignatureLine({ signature }: { signature: SignatureCheckDto | null }) {
  if (!signature) return null;
  if (!signature.signed)
    return <p className="text-sm text-slate-700">The file carries no digital signature.</p>;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      Digital signature{signature.signer ? ` of ${signature.signer}` : ''}:
      <Badge tone={signature.intact ? 'success' : 'danger'}>
        {signature.intact ? 'intact — unchanged since signing' : 'broken — changed after signing'}
      </Badge>
    </p>
  );
}

function AuditTrail({ result }: { result: Match }) {
  return (
    <>
      <section aria-labelledby="verify-recipients" className="space-y-2">
        <h2 id="verify-recipients" className="text-base font-semibold text-slate-900">
          Recipients
        </h2>
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {result.recipients.map((r) => (
            <li key={`${r.email}-${r.role}`} className="px-3 py-2 text-sm">
              <p className="font-medium text-slate-900">
                {r.name} <span className="font-normal text-slate-600">&lt;{r.email}&gt;</span>
              </p>
              <p className="text-slate-700">
                {r.role} · {r.status}
                {r.completed_at ? ` · ${utcTime(r.completed_at)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="verify-events" className="space-y-2">
        <h2 id="verify-events" className="text-base font-semibold text-slate-900">
          Audit trail
        </h2>
        <ol className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {result.events.map((e, i) => (
            <li key={`${e.at}-${i}`} className="space-y-0.5 px-3 py-2 text-sm">
              <p className="font-medium text-slate-900">
                <time dateTime={e.at}>{utcTime(e.at)}</time> · {e.action}
              </p>
              <p className="text-slate-700">
                {e.actor_name}
                {e.actor_email ? ` <${e.actor_email}>` : ''}
              </p>
              <p className="text-slate-600">IP address: {e.ip_address ?? 'not recorded'}</p>
              <p className="break-words text-slate-600">User agent: {e.user_agent ?? 'not recorded'}</p>
              {e.detail ? <p className="text-slate-600">{e.detail}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** The answer: a match with the sealed record's certificate, or a clear "no match". */
export function VerifyResult({ result, fileName }: { result: VerifyResultDto; fileName?: string }) {
  const subject = fileName ? `“${fileName}”` : 'This hash';
  if (!result.match)
    return (
      <div className="space-y-3">
        <Alert tone="warning" title="No sealed document matches">
          {subject} is not exactly a document sealed by Threshold. A sealed PDF that was changed in any way —
          even re-saved — no longer matches.
        </Alert>
        <SignatureLine signature={result.signature} />
        <dl>
          <Hash label="SHA-256 checked" value={result.sha256} />
        </dl>
      </div>
    );
  return (
    <div className="space-y-5">
      <Alert tone="success" title="This is a sealed document">
        {subject} matches “{result.title}”, sealed by Threshold for {result.organization_name} on{' '}
        {utcTime(result.sealed_at)}.
      </Alert>
      <SignatureLine signature={result.signature} />
      <dl className="space-y-2">
        <Hash label="SHA-256 of the sealed document" value={result.sealed_sha256} />
        <Hash label="SHA-256 of the original document" value={result.original_sha256} />
      </dl>
      <AuditTrail result={result} />
    </div>
  );
}
