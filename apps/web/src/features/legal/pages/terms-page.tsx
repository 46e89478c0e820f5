import { useDocumentTitle } from '@/lib/use-document-title';
import { LegalArticle } from '../components/legal-article';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalArticle title="Terms of Service" updated="April 17, 2025">
      <p>
        These terms govern your use of Threshold. By creating an account or signing in you agree to them on
        your own behalf and, where you act for a brokerage, on its behalf.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password secret and tell your brokerage or us at once if you suspect misuse. You are
        responsible for what happens under your account.
      </p>
      <h2>Acceptable use</h2>
      <ul>
        <li>Use Threshold only for lawful real-estate business and the deals you take part in.</li>
        <li>Do not try to reach records your role does not grant, or disrupt the service.</li>
        <li>Upload only documents you are entitled to share.</li>
      </ul>
      <h2>Your content</h2>
      <p>
        Your brokerage owns the records it keeps in Threshold. We process them only to provide the service, as
        described in the Privacy Policy.
      </p>
      <h2>Availability and changes</h2>
      <p>
        We work to keep Threshold available and your data safe, but the service is provided as is. We will
        announce material changes to these terms before they take effect.
      </p>
    </LegalArticle>
  );
}
