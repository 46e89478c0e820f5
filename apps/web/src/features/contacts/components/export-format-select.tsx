import type { ExportFormat } from '@threshold/domain/contacts/export-contacts.contract';
import { Select } from '@/components/ui/select';

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (Threshold)',
  google_csv: 'Google Contacts CSV',
  vcard: 'vCard (phones, Outlook)',
};

/** Which file the export writes: Threshold's CSV, Google's CSV layout or a vCard 3.0 file. */
export function ExportFormatSelect({
  value,
  onChange,
}: {
  value: ExportFormat;
  onChange: (f: ExportFormat) => void;
}) {
  return (
    <Select
      aria-label="Export format"
      className="w-auto"
      value={value}
      onChange={(e) => onChange(e.target.value as ExportFormat)}
    >
      {(Object.keys(EXPORT_FORMAT_LABELS) as ExportFormat[]).map((f) => (
        <option key={f} value={f}>
          {EXPORT_FORMAT_LABELS[f]}
        </option>
      ))}
    </Select>
  );
}
