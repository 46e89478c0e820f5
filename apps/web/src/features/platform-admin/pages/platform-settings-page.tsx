import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlatformSettings } from '../api/platform-admin-api';
import { PlatformSettingsForm } from '../components/platform-settings-form';

/** /admin/settings: support address, open or invitation-only sign-up, default time zone (ADR 0153). */
export function PlatformSettingsPage() {
  useDocumentTitle('Platform settings');
  const me = useMe();
  const settings = usePlatformSettings();
  return (
    <>
      <PageHeader title="Platform settings" description="Settings that apply to every organization." />
      {settings.isPending ? (
        <Spinner label="Loading the settings" />
      ) : settings.isError ? (
        <LoadError what="the settings" error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <PlatformSettingsForm settings={settings.data} canEdit={me.isSystemAdmin} />
      )}
    </>
  );
}
