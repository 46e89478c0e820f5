import { Link } from 'react-router';
import { CcpaOptOutSwitch } from '@/components/privacy/ccpa-opt-out-switch';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LegalArticle } from '../components/legal-article';

/** /do-not-sell: explains and toggles the opt-out, for visitors as well as signed-in users. */
export function DoNotSellPage() {
  useDocumentTitle('Do Not Sell or Share My Personal Information');
  const { status } = useAuth();
  return (
    <LegalArticle title="Do Not Sell or Share My Personal Information" updated="April 17, 2025">
      <p>
        Threshold does not sell your personal information. We do use product analytics and error reporting,
        which California law may treat as "sharing". You can opt out of that here at any time; we will not
        treat you differently for doing so.
      </p>
      <p>When you opt out:</p>
      <ul>
        <li>usage analytics (page views, feature use) stop for you;</li>
        <li>error reports are no longer sent with your account;</li>
        <li>
          your choice is saved{' '}
          {status === 'signedIn'
            ? 'to your account and this browser'
            : 'in this browser, and applied to your account when you sign in here'}
          .
        </li>
      </ul>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <CcpaOptOutSwitch />
      </div>
      <p>
        Read more in our{' '}
        <Link to="/privacy" className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>{' '}
        and{' '}
        <Link to="/cookies" className="font-medium text-brand-700 underline">
          Cookie Policy
        </Link>
        .
      </p>
    </LegalArticle>
  );
}
