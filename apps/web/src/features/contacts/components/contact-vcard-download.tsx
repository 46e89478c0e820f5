import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { fetchCsv, saveBlob } from '@/lib/csv-download';

/** "Download vCard": this one contact as a vCard 3.0 file, for a phone or Outlook (POST /api/contacts/export). */
export function ContactVcardDownload({ contactId }: { contactId: string }) {
  const download = useMutation({
    mutationFn: async () => {
      const file = await fetchCsv('/api/contacts/export', {
        body: { ids: [contactId], format: 'vcard' },
        fallbackName: 'contact.vcf',
      });
      saveBlob(file.blob, file.fileName);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Button variant="link" disabled={download.isPending} onClick={() => download.mutate()}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {download.isPending ? 'Preparing the vCard…' : 'Download vCard'}
    </Button>
  );
}
