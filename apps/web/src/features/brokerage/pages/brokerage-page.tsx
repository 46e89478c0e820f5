import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrganizationSettings } from '../api/brokerage-api';
import { BrokerageForm } from '../components/brokerage-form';
import { LogoSection } from '../components/logo-section';
import { WebhooksSection } from '../components/webhooks-section';
import { LoadError } from '@/components/ui/load-error';

/** /brokerage (manage:organization): the organization's name, logo, address, time zone and money defaults. */
export function BrokeragePage() {
  useDocumentTitle('Brokerage');
  const settings = useOrganizationSettings();
  const { handleAuthEvent } = useAuth();
  const header = (
    <PageHeader
      title="Brokerage"
      description="Your organization's profile and the defaults new deals start with."
    />
  );
  if (settings.isPending)
    return (
      <>
        {header}
        <Spinner label="Loading the settings" />
      </>
    );
  if (settings.isError)
    return (
      <>
        {header}
        <LoadError what="the settings" error={settings.error} onRetry={() => void settings.refetch()} />
      </>
    );
  return (
    <>
      {header}
      {/* The name shows in the shell: reload /api/me after a save. */}
      <BrokerageForm settings={settings.data} onSaved={() => void handleAuthEvent('USER_UPDATED')} />
      <div className="mt-8">
        <LogoSection />
      </div>
      <div className="mt-8">
        <WebhooksSection />
      </div>
    </>
  );
}
