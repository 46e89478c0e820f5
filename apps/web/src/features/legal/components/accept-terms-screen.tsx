import type { TermsStatusDto } from '@threshold/domain/onboarding/accept-terms.contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { acceptTerms } from '../api/terms-api';

/**
 * AcceptTerms (issue 17 item 4, ADR 0143): shown in place of the app until the signed-in user accepts
 * the terms and privacy policy in force — on a first sign-in, and again whenever either changes.
 */
export function AcceptTermsScreen({ legal }: { legal: TermsStatusDto }) {
  useDocumentTitle('Accept the terms');
  const { handleAuthEvent, signOut } = useAuth();
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!agreed) return setMissing(true);
    setSaving(true);
    try {
      await acceptTerms({ terms_version: legal.terms_version, privacy_version: legal.privacy_version });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
    // Accepted, or the versions moved on meanwhile: either way /api/me says what holds now.
    await handleAuthEvent('USER_UPDATED');
  };

  return (
    <Card className="mx-auto max-w-xl space-y-4" aria-labelledby="accept-terms-title">
      <h1 id="accept-terms-title" className="text-2xl font-semibold text-slate-900">
        Review and accept our terms
      </h1>
      <p className="text-slate-700">
        Before you continue, please read the{' '}
        <Link to="/terms" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
          Terms of Service
        </Link>{' '}
        (version {legal.terms_version}) and the{' '}
        <Link to="/privacy" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>{' '}
        (version {legal.privacy_version}). We ask again whenever either of them changes.
      </p>
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div>
          <Checkbox
            label="I have read and agree to the Terms of Service and the Privacy Policy"
            checked={agreed}
            aria-invalid={missing && !agreed}
            aria-describedby={missing && !agreed ? errorId : undefined}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setMissing(false);
            }}
          />
          {missing && !agreed ? (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              Tick the box to accept the terms.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Accept and continue'}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </form>
    </Card>
  );
}
