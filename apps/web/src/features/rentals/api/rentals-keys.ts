/** Query keys of the rentals area; invalidating ['rentals'] refreshes every rentals page. */
export const rentalsKeys = {
  all: ['rentals'] as const,
  dashboard: () => ['rentals', 'dashboard'] as const,
  rentRoll: () => ['rentals', 'rent-roll'] as const,
  properties: () => ['rentals', 'properties'] as const,
  property: (id: string) => ['rentals', 'property', id] as const,
  leases: (params: string) => ['rentals', 'leases', params] as const,
  lease: (id: string) => ['rentals', 'lease', id] as const,
  ledger: (id: string) => ['rentals', 'lease', id, 'ledger'] as const,
  leaseDocuments: (id: string) => ['rentals', 'lease', id, 'documents'] as const,
  maintenancePhotos: (id: string) => ['rentals', 'maintenance', id, 'photos'] as const,
  owners: () => ['rentals', 'owners'] as const,
  leaseDraft: (source: string) => ['rentals', 'lease-draft', source] as const,
};
