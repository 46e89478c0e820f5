import { useState } from 'react';
import { CookieConsentControls } from '@/components/privacy/cookie-consent-controls';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { COOKIE_POLICY_UPDATED, CookiePolicy } from '../components/cookie-policy';

/** /cookies: the cookie policy dialog, open on arrival, on a page with header and footer (spec §2). */
export function CookiesPage() {
  useDocumentTitle('Cookie policy');
  const [open, setOpen] = useState(true);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Cookies</h1>
        <p className="mt-2 text-sm text-slate-600">Cookie policy last updated {COOKIE_POLICY_UPDATED}.</p>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="secondary">Read the cookie policy</Button>
        </DialogTrigger>
        <DialogContent title="Cookie Policy">
          <CookiePolicy />
        </DialogContent>
      </Dialog>
      <section aria-labelledby="cookie-preferences" className="space-y-3">
        <h2 id="cookie-preferences" className="text-lg font-semibold text-slate-900">
          Your cookie preferences
        </h2>
        <CookieConsentControls />
      </section>
    </div>
  );
}
