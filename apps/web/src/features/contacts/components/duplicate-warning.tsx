import { useQuery } from '@tanstack/react-query';
import { isEmailLike, phoneKey } from '@threshold/domain/contacts/normalize';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { checkDuplicates } from '../api/contact-duplicates-api';

interface DuplicateWarningProps {
  draft: { first_name: string; last_name: string; email: string; phone: string };
}

const REASON_WORDS = {
  email: 'same e-mail',
  phone: 'same phone',
  same_name: 'same name',
  similar_name: 'similar name',
} as const;

/** Asks the server (debounced) who already matches the draft and lists them. */
export function DuplicateWarning({ draft }: DuplicateWarningProps) {
  const debounced = useDebouncedValue(draft, 400);
  const body = {
    first_name: debounced.first_name.trim(),
    last_name: debounced.last_name.trim(),
    emails: isEmailLike(debounced.email) ? [{ label: 'personal', value: debounced.email.trim() }] : [],
    phones: phoneKey(debounced.phone) ? [{ label: 'mobile', value: debounced.phone.trim() }] : [],
  };
  const enabled =
    body.emails.length > 0 || body.phones.length > 0 || (body.first_name !== '' && body.last_name !== '');
  const matches = useQuery({
    queryKey: ['contacts', 'duplicate-check', body],
    queryFn: ({ signal }) => checkDuplicates(body, signal),
    enabled,
    staleTime: 10_000,
  });
  const items = enabled ? (matches.data?.items ?? []) : [];
  if (items.length === 0) return null;
  return (
    <Alert tone="warning" title="This person may already be in your contacts">
      <ul className="mt-1 space-y-1">
        {items.slice(0, 3).map(({ contact, reasons }) => (
          <li key={contact.id}>
            <Link to={`/contacts/${contact.id}`} className="font-medium underline underline-offset-2">
              {contact.display_name}
            </Link>{' '}
            ({reasons.map((r) => REASON_WORDS[r]).join(', ')})
          </li>
        ))}
      </ul>
    </Alert>
  );
}
