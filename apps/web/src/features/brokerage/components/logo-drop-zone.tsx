import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LOGO_ACCEPT } from '../api/logo-api';

/** Drop a logo here, or choose it with the button (the keyboard way in). */
export function LogoDropZone({
  onFile,
  disabled,
  label,
}: {
  onFile: (file: File) => void;
  disabled: boolean;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (!disabled && file) onFile(file);
      }}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm text-slate-700',
        over ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <ImagePlus aria-hidden className="h-6 w-6 text-slate-500" />
      <p>Drag a logo here — PNG, JPEG or WebP, up to 2 MB. It is shown at most 512 px wide.</p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={LOGO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Logo image"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
    </div>
  );
}
