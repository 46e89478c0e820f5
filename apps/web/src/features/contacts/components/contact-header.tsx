import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-error';
import { staleActionMessage } from '@/lib/stale-action';
import { useClaimContact, useDeleteContact } from '../api/contacts-api';
import { ATTENTION_LABELS, personName, STAGE_LABELS, STAGE_TONES, TYPE_LABELS } from '../lib/contact-labels';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ContactHeaderProps {
  contact: ContactDto;
  canManage: boolean;
  editing: boolean;
  onEdit: () => void;
}

/** Name, stage, types and owner; Edit, Claim (unowned leads) and Delete. */
export function ContactHeader({ contact, canManage, editing, onEdit }: ContactHeaderProps) {
  const navigate = useNavigate();
  const claim = useClaimContact(contact.id);
  const remove = useDeleteContact(contact.id);
  const [confirming, setConfirming] = useState(false);

  // Both are based on the version shown (issue 19); a stale one says who changed it, and the hooks
  // reload the contact so the user acts again on what is there now.
  const handleClaim = () =>
    claim.mutate(contact.version, {
      onSuccess: () => toast.success(`${contact.display_name} is yours now`),
      onError: (error) => toast.error(staleActionMessage(error, 'lead') ?? errorMessage(error)),
    });
  // mutateAsync: removing the contact unmounts this header before per-call callbacks would run.
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(contact.version);
      toast.success(`${contact.display_name} deleted`);
      void navigate('/contacts', { replace: true });
    } catch (error) {
      const stale = staleActionMessage(error, 'contact');
      // Stale: the contact reloads (the hook); close the confirmation so the user sees it now.
      if (stale) setConfirming(false);
      toast.error(stale ?? errorMessage(error));
    }
  };

  return (
    <>
      <PageHeader
        title={contact.display_name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={STAGE_TONES[contact.stage]}>{STAGE_LABELS[contact.stage]}</Badge>
            {contact.types.map((t) => (
              <Badge key={t} tone="muted">
                {TYPE_LABELS[t]}
              </Badge>
            ))}
            <span>Owner: {personName(contact.owner)}</span>
          </span>
        }
        actions={
          canManage ? (
            <>
              {contact.owner_id === null ? (
                <Button onClick={handleClaim} disabled={claim.isPending}>
                  {claim.isPending ? 'Claiming…' : 'Claim lead'}
                </Button>
              ) : null}
              {!editing ? (
                <Button variant="secondary" onClick={onEdit}>
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  Edit
                </Button>
              ) : null}
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete
              </Button>
            </>
          ) : null
        }
      />
      {contact.needs_attention ? (
        <Alert tone="warning" title="Needs attention" className="mb-6">
          {contact.attention_reasons.map((r) => ATTENTION_LABELS[r]).join(' · ')}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${contact.display_name}?`}
        description="They disappear from every list. Deal history and the audit trail keep the record."
        confirmLabel="Delete contact"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => void handleDelete()}
      />
    </>
  );
}
