import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LegalArticle } from '../components/legal-article';

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalArticle title="Privacy Policy" updated="April 17, 2025">
      <p>
        Threshold is deal and transaction management for real-estate brokerages and their clients. This policy
        says what personal information we hold, why, and what you can do about it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account details: your name, email address, password (stored only as a salted hash) and profile photo
          link.
        </li>
        <li>
          Work records your brokerage keeps in Threshold: transactions, contacts, documents, messages and
          calendar items.
        </li>
        <li>Security data: the sessions you are signed in with, with their IP address and browser.</li>
        <li>With your consent only: usage analytics and error reports.</li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To run the service for you and your brokerage, to keep accounts secure, to send the emails you ask for
        (email verification, password reset) and, if you consent, to find what is slow or broken.
      </p>
      <h2>Who sees it</h2>
      <p>
        People in your organization see records according to their role and access scope. Clients see only
        their own deals. We do not sell personal information.
      </p>
      <h2>Your choices</h2>
      <ul>
        <li>
          Opt out of sale or sharing on the{' '}
          <Link to="/do-not-sell" className="text-brand-700 underline">
            Do Not Sell or Share
          </Link>{' '}
          page.
        </li>
        <li>
          Choose optional cookies in the{' '}
          <Link to="/cookies" className="text-brand-700 underline">
            cookie policy
          </Link>
          .
        </li>
        <li>Edit your profile, change your password and end sessions in Settings.</li>
        <li>Ask your brokerage or us for a copy or deletion of your data.</li>
      </ul>
    </LegalArticle>
  );
}
