import { ImagePlus } from 'lucide-react';
import { DropZone } from '@/components/ui/drop-zone';
import { LOGO_ACCEPT } from '../api/logo-api';

/** The logo's drop zone, on the brokerage settings and on onboarding. */
export function LogoDropZone({
  onFile,
  disabled,
  label,
}: {
  onFile: (file: File) => void;
  disabled: boolean;
  label: string;
}) {
  return (
    <DropZone
      icon={ImagePlus}
      accept={LOGO_ACCEPT}
      inputLabel="Logo image"
      buttonLabel={label}
      disabled={disabled}
      onFile={onFile}
    >
      Drag a logo here — PNG, JPEG or WebP, up to 2 MB. It is shown at most 512 px wide.
    </DropZone>
  );
}
