import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/api-error';

interface ConsumerDisclosureProps {
  organizationName: string;
  busy: boolean;
  error: unknown;
  onAgree: () => void;
}

/**
 * The ESIGN Act / UETA consumer disclosure: before anything else, the signer learns what doing
 * business electronically means, how to get paper, and how to withdraw, and agrees (recorded).
 */
export function ConsumerDisclosure({ organizationName, busy, error, onAgree }: ConsumerDisclosureProps) {
  const [agreed, setAgreed] = useState(false);
  return (
    <section
      aria-labelledby="disclosure-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="disclosure-heading" className="text-lg font-semibold text-slate-900">
        Agreement to do business electronically
      </h2>
      <div className="space-y-2 text-sm text-slate-800">
        <p>
          {organizationName} asks you to receive and sign this document electronically, through Threshold.
          Your electronic signature will be as binding as a signature on paper (U.S. ESIGN Act and the Uniform
          Electronic Transactions Act).
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            You may ask {organizationName} for a paper copy of this document, and you may choose to sign on
            paper instead, at no charge.
          </li>
          <li>
            You may withdraw this consent at any time before you finish by declining below; withdrawing does
            not undo signatures already given.
          </li>
          <li>
            You need a device with a current web browser and the ability to open PDF files, and an e-mail
            address to receive the completed document.
          </li>
          <li>
            Your name, e-mail address, IP address, browser, and the times of each step are recorded in the
            document’s audit trail.
          </li>
        </ul>
      </div>
      <Checkbox
        label="I have read this and agree to use electronic records and signatures"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      {error ? (
        <Alert tone="error" title="Not recorded">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Button disabled={!agreed || busy} onClick={onAgree}>
        {busy ? 'Recording…' : 'Continue'}
      </Button>
    </section>
  );
}
