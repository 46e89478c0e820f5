import type { AdminSecurityOverview } from '@threshold/domain/admin/admin.contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';

const EVENT_LABELS: Record<string, string> = {
  'auth.sign_in': 'Sign-ins',
  'auth.sign_in_failed': 'Refused sign-ins',
  'auth.sign_out': 'Sign-outs',
  'auth.session_revoked': 'Sessions revoked',
  'auth.password_change': 'Password changes',
  'auth.password_reset': 'Password resets',
  'auth.email_verified': 'E-mails verified',
};
const label = (action: string) => EVENT_LABELS[action] ?? action;
const when = (iso: string) => new Date(iso).toLocaleString();

function NoneRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="px-4 py-3 text-slate-600">
        {children}
      </td>
    </tr>
  );
}

/** The platform's authentication picture (read-only; platform staff). */
export function AdminSecurity({ data }: { data: AdminSecurityOverview }) {
  return (
    <div className="space-y-6">
      <ul className="grid gap-3 sm:grid-cols-3" aria-label="Totals">
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="text-2xl font-semibold">{data.active_sessions.sessions}</div>
          <div className="text-sm text-slate-600">live sessions of {data.active_sessions.users} users</div>
        </li>
        {data.event_counts.map((c) => (
          <li key={c.action} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="text-2xl font-semibold">{c.count}</div>
            <div className="text-sm text-slate-600">{label(c.action)}</div>
          </li>
        ))}
      </ul>

      <DataTable
        caption="Refused sign-ins by address"
        head={['Address', 'Refusals', 'E-mails tried', 'Last']}
      >
        {data.failed_sign_ins_by_address.length ? (
          data.failed_sign_ins_by_address.map((f) => (
            <tr key={f.ip}>
              <td className="px-4 py-2 font-mono">{f.ip}</td>
              <td className="px-4 py-2">{f.failures}</td>
              <td className="px-4 py-2">{f.emails}</td>
              <td className="px-4 py-2">{when(f.last_at)}</td>
            </tr>
          ))
        ) : (
          <NoneRow span={4}>No refused sign-ins in this period.</NoneRow>
        )}
      </DataTable>

      <DataTable caption="Rate-limited (last ten minutes)" head={['Who', 'Limit', 'Requests', 'Window']}>
        {data.rate_limited.length ? (
          data.rate_limited.map((r) => (
            <tr key={r.key}>
              <td className="px-4 py-2 font-mono">{r.subject}</td>
              <td className="px-4 py-2">
                {r.kind}: {r.limit} a minute
              </td>
              <td className="px-4 py-2">{r.count}</td>
              <td className="px-4 py-2">{when(r.window_started_at)}</td>
            </tr>
          ))
        ) : (
          <NoneRow span={4}>Nobody reached a limit in the last ten minutes.</NoneRow>
        )}
      </DataTable>

      <DataTable caption="Authentication events" head={['When', 'Event', 'User', 'Address', 'Reason']}>
        {data.events.length ? (
          data.events.map((e) => (
            <tr key={e.id}>
              <td className="px-4 py-2">{when(e.at)}</td>
              <td className="px-4 py-2">{label(e.action)}</td>
              <td className="px-4 py-2">
                {e.user_id ? (
                  <Link className="focus-ring underline" to={`/admin/users/${encodeURIComponent(e.user_id)}`}>
                    {e.email ?? e.user_id}
                  </Link>
                ) : (
                  (e.email ?? '—')
                )}
              </td>
              <td className="px-4 py-2 font-mono">{e.ip ?? '—'}</td>
              <td className="px-4 py-2">{e.reason ?? ''}</td>
            </tr>
          ))
        ) : (
          <NoneRow span={5}>No authentication events in this period.</NoneRow>
        )}
      </DataTable>

      <DataTable caption="Newest live sessions" head={['User', 'Address', 'Since', 'Expires']}>
        {data.active_sessions.newest.length ? (
          data.active_sessions.newest.map((s) => (
            <tr key={s.id}>
              <td className="px-4 py-2">
                <Link className="focus-ring underline" to={`/admin/users/${encodeURIComponent(s.user_id)}`}>
                  {s.email}
                </Link>
              </td>
              <td className="px-4 py-2 font-mono">{s.ip_address ?? '—'}</td>
              <td className="px-4 py-2">{when(s.created_at)}</td>
              <td className="px-4 py-2">{when(s.expires_at)}</td>
            </tr>
          ))
        ) : (
          <NoneRow span={4}>No live session.</NoneRow>
        )}
      </DataTable>
    </div>
  );
}
