import { Megaphone } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAdminAnnouncements,
  useDeleteAnnouncement,
  useOrganizationChoices,
} from '../api/platform-admin-api';
import { AnnouncementForm } from '../components/announcement-form';

const TONE = { info: 'info', warning: 'warning', critical: 'danger' } as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'no end');

/** /admin/notifications: announcements to all organizations or chosen ones (ADR 0154). */
export function AnnouncementsPage() {
  useDocumentTitle('Announcements');
  const me = useMe();
  const list = useAdminAnnouncements();
  const orgs = useOrganizationChoices();
  const remove = useDeleteAnnouncement();
  const nameOf = (id: string) => orgs.data?.items.find((o) => o.id === id)?.name ?? 'an organization';

  const handleWithdraw = async (id: string, title: string) => {
    try {
      await remove.mutateAsync(id);
      toast.success(`“${title}” withdrawn`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <PageHeader
        title="Announcements"
        description="Banners that members of the chosen organizations see in the app until they dismiss them."
      />
      {me.isSystemAdmin && orgs.data ? (
        <div className="mb-6">
          <AnnouncementForm organizations={orgs.data.items} />
        </div>
      ) : null}
      {list.isPending ? (
        <Spinner label="Loading the announcements" />
      ) : list.isError ? (
        <LoadError what="the announcements" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Megaphone} title="No announcements yet">
          {me.isSystemAdmin ? 'Post one above.' : 'System admins post them.'}
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Announcements">
          {list.data.items.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-slate-900">
                    {a.title} <Badge tone={TONE[a.severity]}>{a.severity}</Badge>
                  </p>
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{a.body}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {when(a.starts_at)} – {when(a.ends_at)} ·{' '}
                    {a.audience === 'all' ? 'All organizations' : a.organization_ids.map(nameOf).join(', ')}
                  </p>
                </div>
                {me.isSystemAdmin ? (
                  <Button
                    variant="secondary"
                    disabled={remove.isPending}
                    onClick={() => void handleWithdraw(a.id, a.title)}
                  >
                    Withdraw<span className="sr-only"> {a.title}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
