import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-error';
import { useCcpaOptOut } from '@/lib/privacy/use-ccpa-opt-out';

/** The opt-out switch used by /do-not-sell and the privacy settings. */
export function CcpaOptOutSwitch() {
  const { optedOut, gpc, pending, setOptOut } = useCcpaOptOut();
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const handleChange = async (checked: boolean) => {
    setError(null);
    try {
      await setOptOut(checked);
    } catch (failure) {
      setError(errorMessage(failure, 'Your choice could not be saved. Please try again.'));
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor={id}>Do not sell or share my personal information</Label>
          <p id={`${id}-state`} className="text-sm text-slate-600" aria-live="polite">
            {optedOut
              ? 'You have opted out. Usage analytics and error reporting are off for you.'
              : 'You have not opted out.'}
          </p>
        </div>
        <Switch
          id={id}
          checked={optedOut}
          disabled={pending || (gpc && optedOut)}
          onCheckedChange={handleChange}
          aria-describedby={`${id}-state`}
        />
      </div>
      {gpc ? (
        <Alert tone="info">
          Your browser sends a Global Privacy Control signal, which we honour as an opt-out.
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
