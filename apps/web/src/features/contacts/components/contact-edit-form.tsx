import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { useVersionedContactEdit } from '../api/contacts-api';
import {
  buildContactInput,
  changedFields,
  contactToForm,
  type ContactInput,
} from '../lib/contact-form-values';
import { ContactForm } from './contact-form';

/**
 * "Edit" on the contact page: sends the changed fields with the version the form was opened with;
 * when someone else saved meanwhile, the typed values stay and a ConflictNotice offers re-apply/discard.
 */
export function ContactEditForm({
  contact,
  myId,
  onDone,
}: {
  contact: ContactDto;
  myId: string;
  onDone: () => void;
}) {
  const [opened] = useState(contact);
  const [formKey, setFormKey] = useState(0);
  const edit = useVersionedContactEdit(opened);
  const before = buildContactInput(contactToForm(opened, myId), myId);
  const conflict = edit.conflict;

  const finish = (saved: unknown) => {
    if (!saved) return; // a conflict: the form and the notice stay
    toast.success('Contact saved');
    onDone();
  };

  return (
    <div className="space-y-4">
      {conflict ? (
        <ConflictNotice
          what="contact"
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          changes={conflictChanges(conflict.current, conflict.input)}
          busy={edit.isPending}
          onReapply={async () => finish(await edit.reapply())}
          onDiscard={async () => {
            await edit.discard();
            setFormKey((k) => k + 1);
            onDone();
          }}
        />
      ) : null}
      <ContactForm
        key={formKey}
        defaultValues={contactToForm(opened, myId)}
        myId={myId}
        submitLabel="Save changes"
        busyLabel="Saving…"
        onCancel={onDone}
        onSubmit={async (input: ContactInput) => {
          const changes = before.ok ? changedFields(before.input, input) : input;
          if (Object.keys(changes).length === 0) {
            toast.info('Nothing to save');
            return onDone();
          }
          finish(await edit.save(changes));
        }}
      />
    </div>
  );
}
