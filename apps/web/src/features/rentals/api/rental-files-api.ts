import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DocumentDto } from '@threshold/domain/documents/document.contract';
import { LeaseDocumentsDto } from '@threshold/domain/rentals/lease-document.contract';
import { MaintenancePhotosDto } from '@threshold/domain/rentals/maintenance-photo.contract';
import { api } from '@/lib/api-client';
import { config } from '@/lib/env';
import { uploadFile } from '@/lib/upload-file';
import { rentalsKeys } from './rentals-keys';

/** Stored files of the rentals area: maintenance photos, lease documents and statement PDFs (ADR 0171, 0172). */

export const maintenancePhotoUrl = (requestId: string, photoId: string, variant: string) =>
  `${config.apiUrl}/api/rentals/maintenance/${requestId}/photos/${photoId}/${variant}`;

export const tenantStatementPdfUrl = (leaseId: string, period: string) =>
  `${config.apiUrl}/api/rentals/leases/${leaseId}/statement/pdf?period=${period}`;

export const ownerStatementPdfUrl = (rentalPropertyId: string, period: string) =>
  `${config.apiUrl}/api/rentals/properties/${rentalPropertyId}/statement/pdf?period=${period}`;

export const leaseDocumentUrl = (leaseId: string, documentId: string) =>
  `${config.apiUrl}/api/rentals/leases/${leaseId}/documents/${documentId}/content`;

export function useMaintenancePhotos(requestId: string) {
  return useQuery({
    queryKey: rentalsKeys.maintenancePhotos(requestId),
    queryFn: ({ signal }) =>
      api.get(`/api/rentals/maintenance/${requestId}/photos`, { schema: MaintenancePhotosDto, signal }),
  });
}

export function useUploadMaintenancePhoto(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile(
        `${config.apiUrl}/api/rentals/maintenance/${requestId}/photos`,
        file,
        MaintenancePhotosDto,
        () => undefined,
      ),
    onSuccess: (photos) => queryClient.setQueryData(rentalsKeys.maintenancePhotos(requestId), photos),
  });
}

export function useLeaseDocuments(leaseId: string) {
  return useQuery({
    queryKey: rentalsKeys.leaseDocuments(leaseId),
    queryFn: ({ signal }) =>
      api.get(`/api/rentals/leases/${leaseId}/documents`, { schema: LeaseDocumentsDto, signal }),
  });
}

/** Uploads a PDF to the documents module (the uploader's own space), then attaches it to the lease. */
export function useAddLeaseDocument(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, name, shared }: { file: File; name: string; shared: boolean }) => {
      const query = new URLSearchParams({ name, document_type: 'lease', filename: file.name });
      if (shared) query.set('shared_with_clients', 'true');
      const document = await uploadFile(
        `${config.apiUrl}/api/documents?${query}`,
        file,
        DocumentDto,
        () => undefined,
      );
      return api.post(
        `/api/rentals/leases/${leaseId}/documents`,
        { document_id: document.id },
        {
          schema: LeaseDocumentsDto,
        },
      );
    },
    onSuccess: (documents) => queryClient.setQueryData(rentalsKeys.leaseDocuments(leaseId), documents),
  });
}
