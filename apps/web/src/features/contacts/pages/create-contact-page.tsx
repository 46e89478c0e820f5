import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateContact } from '../api/contacts-api';
import { ContactForm } from '../components/contact-form';
import { emptyContactForm } from '../lib/contact-form-values';

/** /contacts/new — the full form; quick add (press N on /contacts) covers the everyday case. */
export function CreateContactPage() {
  useDocumentTitle('New contact');
  const navigate = useNavigate();
  const create = useCreateContact();
  return (
    <>
      <PageHeader
        title="New contact"
        description="Enter a person once: the CRM, your deals and their client account share it."
      />
      <ContactForm
        defaultValues={emptyContactForm()}
        submitLabel="Create contact"
        busyLabel="Creating…"
        onCancel={() => void navigate('/contacts')}
        onSubmit={async (input) => {
          const contact = await create.mutateAsync(input);
          toast.success(`${contact.display_name} added`);
          void navigate(`/contacts/${contact.id}`);
        }}
      />
    </>
  );
}
