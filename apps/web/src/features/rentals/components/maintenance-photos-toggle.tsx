import { useState } from 'react';
import { MaintenancePhotos } from './maintenance-photos';

/** A request's photos behind a disclosure: mounted (and fetched) only once opened, so a long board stays light. */
export function MaintenancePhotosToggle({
  requestId,
  canUpload,
  label,
}: {
  requestId: string;
  canUpload: boolean;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-2 text-xs" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-brand-700" aria-label={`Photos of “${label}”`}>
        Photos
      </summary>
      {open ? (
        <div className="mt-2">
          <MaintenancePhotos requestId={requestId} canUpload={canUpload} label={label} />
        </div>
      ) : null}
    </details>
  );
}
