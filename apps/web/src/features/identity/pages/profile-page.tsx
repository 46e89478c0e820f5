import { getRole } from '@threshold/domain/roles';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileForm } from '../components/profile-form';
import { SettingsSection } from '../components/settings-section';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const me = useMe();
  const verified = me.profile.verification_status === 'verified' || Boolean(me.user.email_confirmed_at);
  return (
    <>
      <PageHeader title="Profile" description="How you appear to your team and clients." />
      <div className="space-y-6">
        <SettingsSection title="Name and photo">
          <ProfileForm me={me} />
        </SettingsSection>
        <SettingsSection title="Account">
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Email</dt>
              <dd className="font-medium break-all text-slate-900">{me.user.email}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Email status</dt>
              <dd className="font-medium text-slate-900">{verified ? 'Verified' : 'Not verified yet'}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Role</dt>
              <dd className="font-medium text-slate-900">
                {me.primaryAffiliation?.role_name ?? getRole(me.effectiveRole).name}
              </dd>
            </div>
          </dl>
        </SettingsSection>
      </div>
    </>
  );
}
