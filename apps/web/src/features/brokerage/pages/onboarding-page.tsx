import { CreateBrokerageInput } from '@threshold/domain/onboarding/create-brokerage.contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAuth, useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { createBrokerage } from '../api/brokerage-api';
import { logoFileProblem, uploadLogo } from '../api/logo-api';
import { LogoDropZone } from '../components/logo-drop-zone';
import {
  formFieldErrors,
  OrganizationProfileFields,
  profileInputOf,
  textFieldRenderer,
  type FormValues,
} from '../components/organization-profile-fields';
import { browserTimeZone } from '@/lib/time-zone';

/**
 * Onboarding (issue 17 item 4, ADR 0143): someone in no brokerage either creates theirs — becoming its
 * managing broker, with empty pages to fill — or learns how to join one by invitation.
 */
export function OnboardingPage() {
  useDocumentTitle('Set up Threshold');
  const me = useMe();
  const header = (
    <PageHeader
      title="Set up Threshold"
      description="Threshold works inside a brokerage: create yours, or join the one that invites you."
    />
  );
  if (me.primaryAffiliation)
    return (
      <>
        {header}
        <Alert tone="info" title={`You are part of ${me.primaryAffiliation.organization_name}`}>
          There is nothing to set up. <Link to="/dashboard">Go to your dashboard</Link>.
        </Alert>
      </>
    );
  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <CreateBrokerageCard emailConfirmed={me.user.email_confirmed_at !== null} />
        <Card aria-labelledby="join-title">
          <CardTitle id="join-title">Joining a brokerage?</CardTitle>
          <CardDescription>
            Ask your broker or office administrator to invite {me.user.email} from their Team page. The
            invitation e-mail links you to their brokerage with your role.
          </CardDescription>
        </Card>
      </div>
    </>
  );
}

function CreateBrokerageCard({ emailConfirmed }: { emailConfirmed: boolean }) {
  const { handleAuthEvent } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(() => ({ time_zone: browserTimeZone() }));
  const [errors, setErrors] = useState<FormValues>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const field = textFieldRenderer(values, errors, setValues);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = CreateBrokerageInput.safeParse(profileInputOf(values));
    if (!parsed.success)
      return setErrors(formFieldErrors(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
    setErrors({});
    setSaving(true);
    try {
      const created = await createBrokerage(parsed.data);
      // The logo needs the organization: it goes up right after, as its new managing broker.
      if (logo)
        await uploadLogo(logo, () => undefined).catch((error: unknown) =>
          toast.error(`The logo was not saved: ${errorMessage(error)} Add it on the Brokerage page.`),
        );
      // The founder's role and permissions changed: reload /api/me before opening the app.
      await handleAuthEvent('USER_UPDATED');
      toast.success(`${created.name} is ready. Invite your agents from the Team page.`);
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length)
        setErrors(formFieldErrors(Object.entries(error.fields)));
      else setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card aria-labelledby="create-title" className="space-y-4">
      <div>
        <CardTitle id="create-title">Create your brokerage</CardTitle>
        <CardDescription>
          You become its managing broker: you invite your people, set up teams and run its deals. Commission
          defaults and closing costs can be changed later on the Brokerage page.
        </CardDescription>
      </div>
      {emailConfirmed ? (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <OrganizationProfileFields field={field} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">Logo (optional)</legend>
            {logoProblem ? <Alert tone="error">{logoProblem}</Alert> : null}
            {logo ? (
              <p className="text-sm text-slate-700" data-testid="onboarding-logo-name">
                {logo.name} will be your logo.{' '}
                <Button type="button" variant="link" onClick={() => setLogo(null)}>
                  Don’t use it
                </Button>
              </p>
            ) : null}
            <LogoDropZone
              label={logo ? 'Choose another logo' : 'Choose a logo'}
              disabled={saving}
              onFile={(file) => {
                const problem = logoFileProblem(file);
                setLogoProblem(problem);
                setLogo(problem ? null : file);
              }}
            />
          </fieldset>
          <Button type="submit" disabled={saving}>
            {saving ? 'Creating…' : 'Create brokerage'}
          </Button>
        </form>
      ) : (
        <Alert tone="warning">Confirm your e-mail address first, then come back to this page.</Alert>
      )}
    </Card>
  );
}
