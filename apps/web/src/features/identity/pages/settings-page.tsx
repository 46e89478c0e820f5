import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CcpaOptOutSwitch } from '@/components/privacy/ccpa-opt-out-switch';
import { CookieConsentControls } from '@/components/privacy/cookie-consent-controls';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth, useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApiTokens } from '../components/api-tokens';
import { MyOrganizations } from '../components/my-organizations';
import { NotificationPreferencesSection } from '../components/notification-preferences';
import { ChangePasswordForm } from '../components/password-form';
import { SessionsList } from '../components/sessions-list';
import { SettingsSection } from '../components/settings-section';

export function SettingsPage() {
  useDocumentTitle('Settings');
  const me = useMe();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
    void navigate('/login', { replace: true });
  };
  return (
    <>
      <PageHeader title="Settings" description="Security, sessions and privacy for your account." />
      <div className="space-y-6">
        <SettingsSection title="Account" description={`Signed in as ${me.user.email}.`}>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="secondary">
              <Link to="/profile">Edit name and photo</Link>
            </Button>
            <Button variant="secondary" onClick={handleSignOut} disabled={signingOut}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {signingOut ? 'Signing out...' : 'Sign out'}
            </Button>
          </div>
        </SettingsSection>
        <SettingsSection
          title="Organizations"
          description="The brokerages you belong to. Your primary one decides what you see and do in Threshold."
        >
          <MyOrganizations />
        </SettingsSection>
        <SettingsSection
          id="notifications"
          title="Notifications"
          description="How mentions, assignments, reviews, offers and due dates reach you."
        >
          <NotificationPreferencesSection />
        </SettingsSection>
        <SettingsSection title="Password" description="Changing your password signs out every other session.">
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection title="Sessions" description="Devices where you are signed in.">
          <SessionsList />
        </SettingsSection>
        {me.primaryAffiliation ? (
          <SettingsSection
            title="API tokens"
            description="For programs that use the Threshold API as you, with some or all of your permissions."
          >
            <ApiTokens />
          </SettingsSection>
        ) : null}
        <SettingsSection
          title="Privacy"
          description="Your choice under the California Consumer Privacy Act (CCPA)."
        >
          <CcpaOptOutSwitch />
        </SettingsSection>
        <SettingsSection
          title="Cookies"
          description="Which optional cookies we may use. Strictly necessary ones are always on."
        >
          <CookieConsentControls />
        </SettingsSection>
      </div>
    </>
  );
}
