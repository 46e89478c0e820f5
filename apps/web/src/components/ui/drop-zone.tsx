import type { LucideIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Delivery =
  { multiple: true; onFiles: (files: File[]) => void } | { multiple?: false; onFile: (file: File) => void };

type DropZoneProps = Delivery & {
  icon: LucideIcon;
  /** The input's `accept`: MIME types and extensions, comma-separated. */
  accept: string;
  /** The accessible name of the (visually hidden) file input. */
  inputLabel: string;
  buttonLabel: ReactNode;
  disabled?: boolean;
  /** What to drop and its limits, above the button. */
  children: ReactNode;
  /** A quieter note below the button. */
  note?: ReactNode;
};

/**
 * Drop files here, or choose them with the button (the keyboard way in; the input itself is out of the
 * tab order). While disabled it neither highlights nor takes a drop, but still swallows it so the
 * browser does not open the file in place of the app (ADR 0179). Without `multiple`, only the first
 * file of a drop is taken.
 */
export function DropZone(props: DropZoneProps) {
  const { icon: Icon, accept, inputLabel, buttonLabel, disabled = false, children, note } = props;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const deliver = (list: FileList | null) => {
    const files = [...(list ?? [])];
    const [first] = files;
    if (!first) return;
    if (props.multiple) props.onFiles(files);
    else props.onFile(first);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) deliver(e.dataTransfer.files);
      }}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm text-slate-700',
        over ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <Icon aria-hidden className="h-6 w-6 text-slate-500" />
      <p>{children}</p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={props.multiple}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(e) => {
          deliver(e.target.files);
          e.target.value = '';
        }}
      />
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}
