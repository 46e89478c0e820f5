import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { saveBlob } from '@/lib/csv-download';
import { fetchTransactionsCsv } from '../../api/export-csv';
import type { ApiQuery } from '../../model/list-state';

/** Downloads the list as CSV with the current filters and sort. */
export function ExportButton({ query }: { query: ApiQuery }) {
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    try {
      const file = await fetchTransactionsCsv(query);
      saveBlob(file.blob, file.fileName);
      if (file.truncated)
        toast.warning('Exported the first 10,000 deals', {
          description: 'Narrow the filters to export the rest.',
        });
      else toast.success('Export ready', { description: file.fileName });
    } catch (error) {
      toast.error('Export failed', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={handleExport} disabled={busy}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
