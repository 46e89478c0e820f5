/** The /documents filters in the URL (shareable, back-button friendly) and as the API query. */
export interface DocumentsUrlState {
  transactionId: string;
  type: string;
  place: string;
  status: 'active' | 'deleted';
  q: string;
  /** Only documents waiting for the caller (ADR 0166). */
  waitingForMe: boolean;
}

export function readDocumentsUrl(search: URLSearchParams): DocumentsUrlState {
  return {
    transactionId: search.get('deal') ?? '',
    type: search.get('type') ?? '',
    place: search.get('place') ?? '',
    status: search.get('status') === 'deleted' ? 'deleted' : 'active',
    q: search.get('q') ?? '',
    waitingForMe: search.get('waiting') === 'me',
  };
}

export function writeDocumentsUrl(state: DocumentsUrlState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.transactionId) out.set('deal', state.transactionId);
  if (state.type) out.set('type', state.type);
  if (state.place) out.set('place', state.place);
  if (state.status === 'deleted') out.set('status', 'deleted');
  if (state.q.trim()) out.set('q', state.q.trim());
  if (state.waitingForMe) out.set('waiting', 'me');
  return out;
}

export function toDocumentsApiParams(state: DocumentsUrlState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.transactionId) out.set('transaction_id', state.transactionId);
  if (state.type) out.set('document_type', state.type);
  if (state.place) out.set('attached_to', state.place);
  if (state.status === 'deleted') out.set('status', 'deleted');
  if (state.q.trim()) out.set('q', state.q.trim());
  if (state.waitingForMe) out.set('waiting', 'me');
  return out;
}
