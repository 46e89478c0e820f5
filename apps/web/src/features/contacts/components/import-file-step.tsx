import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { downloadText } from '../lib/download';
import { TEMPLATE_CSV } from '../lib/parse-csv-file';
import {
  IMPORT_FILE_ACCEPT,
  isImportFileName,
  readImportFile,
  type ImportFile,
} from '../lib/read-import-file';

/** Step 1: choose (or drop) a CSV or vCard file; it is read in the browser, nothing is sent yet. */
export function ImportFileStep({ onParsed }: { onParsed: (file: ImportFile) => void }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [over, setOver] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (
      !isImportFileName(file.name) &&
      file.type &&
      !file.type.includes('csv') &&
      !file.type.startsWith('text/')
    )
      return setError('Choose a .csv or .vcf file (spreadsheets can save as "CSV").');
    setReading(true);
    try {
      onParsed(await readImportFile(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The file could not be read.');
    } finally {
      setReading(false);
    }
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void read(event.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-4">
      <div
        data-testid="import-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed bg-white px-6 py-10 text-center',
          over ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
        )}
      >
        <FileUp aria-hidden="true" className="h-10 w-10 text-slate-500" />
        <p className="text-sm text-slate-700">Drop a CSV or vCard (.vcf) file here, or</p>
        <label htmlFor={inputId} className="focus-within:outline-2 focus-within:outline-brand-600">
          <span className="inline-flex h-10 cursor-pointer items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800">
            {reading ? 'Reading the file…' : 'Choose a CSV or vCard file'}
          </span>
          <input
            id={inputId}
            type="file"
            accept={IMPORT_FILE_ACCEPT}
            className="sr-only"
            disabled={reading}
            onChange={(e) => {
              void read(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <p className="text-xs text-slate-600">
          Exports of Google Contacts, Outlook, Follow Up Boss, BoldTrail (kvCORE), LionDesk, Wise Agent and
          Top Producer, and vCard files from iPhone, Android or a Mac work as they are. Up to 20,000 rows.
        </p>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button
        variant="link"
        onClick={() => downloadText(TEMPLATE_CSV, 'threshold-contacts-template.csv', 'text/csv')}
      >
        Download a template CSV
      </Button>
    </div>
  );
}
