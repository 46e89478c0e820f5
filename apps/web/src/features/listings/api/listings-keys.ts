/** Query keys of the listings area; invalidating ['listings'] refreshes every list and listing page. */
export const listingsKeys = {
  all: ['listings'] as const,
  list: (params: string) => ['listings', 'list', params] as const,
  detail: (id: string) => ['listings', 'detail', id] as const,
  properties: (q: string) => ['listings', 'properties', q] as const,
  property: (id: string) => ['listings', 'property', id] as const,
  asSeller: ['listings', 'as-seller'] as const,
  people: (source: 'agents' | 'contacts', q: string) => ['listings', 'people', source, q] as const,
  offerLink: (id: string) => ['listings', 'detail', id, 'offer-link'] as const,
  offers: (id: string) => ['listings', 'detail', id, 'offers'] as const,
};
