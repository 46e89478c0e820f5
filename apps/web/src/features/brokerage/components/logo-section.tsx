import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-error';
import { useAuth, useMe } from '@/lib/auth/auth-context';
import { config } from '@/lib/env';
import { logoFileProblem, removeLogo, uploadLogo } from '../api/logo-api';
import { LogoDropZone } from './logo-drop-zone';

/** /brokerage: the logo shown in the header of everyone in the brokerage (ADR 0175). */
export function LogoSection() {
  const affiliation = useMe().primaryAffiliation;
  const { handleAuthEvent } = useAuth();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress !== null || removing;
  const logoUrl = affiliation?.logo_url;

  const upload = async (file: File) => {
    const invalid = logoFileProblem(file);
    setProblem(invalid);
    if (invalid) return;
    setProgress(0);
    try {
      await uploadLogo(file, setProgress);
      // The header and this preview read the logo from /api/me.
      await handleAuthEvent('USER_UPDATED');
      toast.success('The logo is saved.');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setProblem(null);
    setRemoving(true);
    try {
      await removeLogo();
      await handleAuthEvent('USER_UPDATED');
      toast.success('The logo is removed.');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card aria-labelledby="logo-title" className="space-y-4">
      <div>
        <CardTitle id="logo-title">Logo</CardTitle>
        <CardDescription>
          Shown in the header for your people and clients, instead of the name.
        </CardDescription>
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="flex flex-wrap items-start gap-6">
        <div className="flex h-28 w-48 items-center justify-center rounded-lg border border-slate-200 bg-white p-2">
          {logoUrl ? (
            <img
              src={`${config.apiUrl}${logoUrl}`}
              alt={`Current logo of ${affiliation.organization_name}`}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <p className="text-sm text-slate-600">No logo yet</p>
          )}
        </div>
        <div className="min-w-64 flex-1 space-y-3">
          <LogoDropZone
            onFile={(file) => void upload(file)}
            disabled={busy}
            label={logoUrl ? 'Replace logo' : 'Choose a logo'}
          />
          {progress !== null ? (
            <ProgressBar
              label="Logo upload"
              value={Math.round(progress * 100)}
              valueText={`${Math.round(progress * 100)}% sent`}
            />
          ) : null}
          {logoUrl ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void remove()}>
              {removing ? 'Removing…' : 'Remove logo'}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
