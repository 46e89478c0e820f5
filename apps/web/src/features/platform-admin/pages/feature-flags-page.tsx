import { Flag } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureFlags, useOrganizationChoices } from '../api/platform-admin-api';
import { FeatureFlagCard } from '../components/feature-flag-card';

/** /admin/features: switch areas off for the platform or one organization at runtime (ADR 0152). */
export function FeatureFlagsPage() {
  useDocumentTitle('Features');
  const me = useMe();
  const flags = useFeatureFlags();
  const orgs = useOrganizationChoices();
  const header = (
    <PageHeader
      title="Features"
      description="Areas switched off here disappear from the navigation and their API answers 404 for the organizations concerned. Build-time flags still apply."
    />
  );
  if (flags.isPending || orgs.isPending)
    return (
      <>
        {header}
        <Spinner label="Loading the features" />
      </>
    );
  if (flags.isError || orgs.isError)
    return (
      <>
        {header}
        <LoadError
          what="the features"
          error={flags.error ?? orgs.error}
          onRetry={() => void Promise.all([flags.refetch(), orgs.refetch()])}
        />
      </>
    );
  return (
    <>
      {header}
      {flags.data.items.length === 0 ? (
        <EmptyState icon={Flag} title="No runtime flags">
          This build has no areas that can be switched at runtime.
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {flags.data.items.map((flag) => (
            <FeatureFlagCard
              key={flag.key}
              flag={flag}
              organizations={orgs.data.items}
              canEdit={me.isSystemAdmin}
            />
          ))}
        </div>
      )}
    </>
  );
}
