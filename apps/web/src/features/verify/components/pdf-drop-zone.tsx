import { FileUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface PdfDropZoneProps {
  busy: boolean;
  onFile: (file: File) => void;
}

/** Drop a PDF here, or choose one with the button (keyboard users: the button is the way in). */
export function PdfDropZone({ busy, onFile }: PdfDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center',
        over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <FileUp aria-hidden className="h-8 w-8 text-slate-500" />
      <p className="text-sm text-slate-700">Drop the signed PDF here, or</p>
      <Button type="button" disabled={busy} onClick={() => input.current?.click()}>
        Choose a PDF
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-label="PDF to check"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p className="text-xs text-slate-600">
        The file is hashed in your browser and sent only to check it; it is not stored.
      </p>
    </div>
  );
}
