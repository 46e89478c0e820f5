import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { sendVerificationEmail } from '../api/auth-api';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/** "Resend verification email" with its own busy and result states. */
export function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<SendState>('idle');
  const [message, setMessage] = useState('');
  const handleClick = async () => {
    setState('sending');
    try {
      await sendVerificationEmail(email);
      setState('sent');
      setMessage(`A new verification link was sent to ${email}.`);
    } catch (error) {
      setState('failed');
      setMessage(errorMessage(error, 'Could not send a new verification email.'));
    }
  };
  return (
    <div className="mt-3 space-y-2">
      <Button variant="secondary" size="sm" onClick={handleClick} disabled={state === 'sending' || !email}>
        {state === 'sending' ? 'Sending...' : 'Resend verification email'}
      </Button>
      {message ? (
        <p role={state === 'failed' ? 'alert' : 'status'} className="text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}
