import { LinkIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRedeemGuestLink } from '../api/guest-access-api';

/**
 * /guest/{token}: the e-mailed link. Opening it starts the guest session once, then the page
 * moves on to /guest, so the token leaves the address bar and history (ADR 0169).
 */
export function GuestLinkPage() {
  const { token = '' } = useParams();
  useDocumentTitle('Opening the conversation');
  const navigate = useNavigate();
  const redeem = useRedeemGuestLink();
  const started = useRef(false);
  const { mutate } = redeem;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token, { onSuccess: () => void navigate('/guest', { replace: true }) });
  }, [token, mutate, navigate]);

  if (redeem.isError)
    return (
      <EmptyState icon={LinkIcon} title="This link cannot be opened">
        <p>{errorMessage(redeem.error)}</p>
        <p className="mt-2">
          Opened it already in this browser?{' '}
          <Link to="/guest" className="focus-ring rounded text-brand-700 underline">
            Go to the conversation
          </Link>
        </p>
      </EmptyState>
    );
  return <Spinner label="Opening the conversation" />;
}
