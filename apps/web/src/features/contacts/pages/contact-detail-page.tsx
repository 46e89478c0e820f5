import { ArrowLeft, Copy, UserX } from 'lucide-react';
import { Suspense, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContact } from '../api/contacts-api';
import { useLiveContact } from '../api/contacts-live-api';
import { PresenceAvatars } from '@/components/ui/presence-avatars';
import { usePresence } from '@/lib/realtime';
import { UUID_PATTERN } from '@threshold/domain/common/uuid';
import { ContactDeals } from '../components/contact-deals';
import { ContactVcardDownload } from '../components/contact-vcard-download';
import { ContactDetailsCard } from '../components/contact-details-card';
import { ContactEditForm } from '../components/contact-edit-form';
import { ContactHeader } from '../components/contact-header';
import { ContactInvitations } from '../components/contact-invitations';
import { ContactTasks } from '../components/contact-tasks';
import { ContactTimeline } from '../components/contact-timeline';
import { LoadError } from '@/components/ui/load-error';

const backLink = (
  <Link
    to="/contacts"
    className="focus-ring mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Contacts
  </Link>
);

/**
 * /contacts/:id — details (editable), timeline, follow-ups, deals, documents and client access.
 * `Documents` is the documents area's section, handed in by the app's routes (features do not
 * import each other).
 */
export function ContactDetailPage({ Documents }: { Documents?: ComponentType<{ contactId: string }> }) {
  const { id = '' } = useParams();
  const me = useMe();
  const contact = useContact(id);
  useLiveContact(id);
  // Who else has this contact open now (ADR 0176): avatars above the header.
  const presence = usePresence(
    UUID_PATTERN.test(id) && contact.isSuccess ? `contact:${id}` : null,
    me.user.id,
  );
  const [editing, setEditing] = useState(false);
  useDocumentTitle(contact.data?.display_name ?? 'Contact');
  const canManage = me.permissions.includes('manage:contacts');

  if (contact.isPending)
    return (
      <>
        {backLink}
        <Spinner label="Loading contact" />
      </>
    );
  if (contact.isError) {
    if (isApiError(contact.error) && (contact.error.status === 404 || contact.error.status === 400))
      return (
        <>
          {backLink}
          <PageHeader title="Contact not found" />
          <EmptyState icon={UserX} title="This contact is not available">
            <p>It may have been deleted or merged into another contact, or it is not shared with you.</p>
          </EmptyState>
        </>
      );
    return (
      <>
        {backLink}
        <PageHeader title="Contact" />
        <LoadError what="the contact" error={contact.error} onRetry={() => void contact.refetch()} />
      </>
    );
  }

  const data = contact.data;
  return (
    <>
      <div className="flex min-h-7 items-start justify-between gap-2">
        {backLink}
        <PresenceAvatars people={presence.others} />
      </div>
      <ContactHeader contact={data} canManage={canManage} editing={editing} onEdit={() => setEditing(true)} />
      {editing ? (
        <ContactEditForm contact={data} myId={me.user.id} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <ContactTimeline contactId={id} canManage={canManage} />
          </div>
          <div className="space-y-6">
            <ContactDetailsCard contact={data} />
            <ContactTasks contactId={id} canManage={canManage} />
            <ContactDeals contactId={id} />
            {Documents ? (
              <Suspense fallback={<Spinner label="Loading documents" />}>
                <Documents contactId={id} />
              </Suspense>
            ) : null}
            <ContactInvitations contact={data} canInvite={me.permissions.includes('invite:clients')} />
            <Link
              to={`/contacts/duplicates?contact_id=${id}`}
              className="focus-ring inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline"
            >
              <Copy aria-hidden="true" className="h-4 w-4" /> Look for duplicates of this contact
            </Link>
            <ContactVcardDownload contactId={id} />
          </div>
        </div>
      )}
    </>
  );
}
