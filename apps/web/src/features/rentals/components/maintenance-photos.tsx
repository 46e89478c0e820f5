import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-error';
import {
  maintenancePhotoUrl,
  useMaintenancePhotos,
  useUploadMaintenancePhoto,
} from '../api/rental-files-api';

/** A request's photos as thumbnails (each opens the large one), and an upload for the renter or staff. */
export function MaintenancePhotos({
  requestId,
  canUpload,
  label,
}: {
  requestId: string;
  canUpload: boolean;
  label: string;
}) {
  const photos = useMaintenancePhotos(requestId);
  const upload = useUploadMaintenancePhoto(requestId);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const items = photos.data?.items ?? [];
  return (
    <div className="space-y-2">
      {photos.isPending ? <p className="text-xs text-slate-600">Loading photos…</p> : null}
      {photos.isError ? <p className="text-xs text-red-700">The photos could not be loaded.</p> : null}
      {photos.data && items.length === 0 ? <p className="text-xs text-slate-600">No photos yet.</p> : null}
      {items.length > 0 ? (
        <ul aria-label="Photos" className="flex flex-wrap gap-2">
          {items.map((p, i) => (
            <li key={p.id}>
              <a href={maintenancePhotoUrl(requestId, p.id, 'large.jpg')} target="_blank" rel="noreferrer">
                <img
                  src={maintenancePhotoUrl(requestId, p.id, 'thumb.webp')}
                  alt={`Photo ${i + 1}${p.uploaded_by ? ` by ${p.uploaded_by}` : ''}`}
                  className="h-16 w-16 rounded border border-slate-200 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {canUpload ? (
        <div>
          <label htmlFor={inputId} className="text-xs font-medium text-slate-700">
            {upload.isPending ? 'Uploading…' : `Add a photo to “${label}”`}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            disabled={upload.isPending}
            className="block text-xs"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setProblem(null);
              upload.mutate(file, { onError: (error) => setProblem(errorMessage(error)) });
            }}
          />
        </div>
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </div>
  );
}
