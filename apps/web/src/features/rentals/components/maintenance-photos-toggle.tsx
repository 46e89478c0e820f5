import { MaintenancePhotos } from './maintenance-photos';

/** A request's photos behind a disclosure, so a long board loads them only for the requests opened. */
export function MaintenancePhotosToggle({
  requestId,
  canUpload,
  label,
}: {
  requestId: string;
  canUpload: boolean;
  label: string;
}) {
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer text-brand-700">Photos of “{label}”</summary>
      <div className="mt-2">
        <MaintenancePhotos requestId={requestId} canUpload={canUpload} />
      </div>
    </details>
  );
}
