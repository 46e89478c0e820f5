import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { saveBlob } from '@/lib/csv-download';
import { fetchReportCsv, type ReportName } from '../api/analytics-api';

/** Downloads one report as CSV with the current filters. */
export function ReportExportButton({
  name,
  query,
  label,
}: {
  name: ReportName;
  query: Record<string, string>;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    try {
      const file = await fetchReportCsv(name, query);
      saveBlob(file.blob, file.fileName);
      toast.success('Export ready', { description: file.fileName });
    } catch (error) {
      toast.error('Export failed', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={handleExport}
      disabled={busy}
      aria-label={`Export ${label} as CSV`}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {busy ? 'Exporting…' : 'CSV'}
    </Button>
  );
}
