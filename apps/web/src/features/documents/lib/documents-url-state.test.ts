import { describe, expect, it } from 'vitest';
import { readDocumentsUrl, toDocumentsApiParams, writeDocumentsUrl } from './documents-url-state';

describe('documents URL state', () => {
  it('round-trips the filters and maps them to the API query', () => {
    const state = readDocumentsUrl(
      new URLSearchParams('deal=d1&type=inspection&status=deleted&q=%20roof%20'),
    );
    expect(state).toEqual({
      transactionId: 'd1',
      type: 'inspection',
      place: '',
      status: 'deleted',
      q: ' roof ',
      waitingForMe: false,
    });
    expect(writeDocumentsUrl(state).toString()).toBe('deal=d1&type=inspection&status=deleted&q=roof');
    expect(toDocumentsApiParams(state).toString()).toBe(
      'transaction_id=d1&document_type=inspection&status=deleted&q=roof',
    );
  });

  it('keeps "waiting for me" in the URL and asks the API for waiting=me', () => {
    const state = readDocumentsUrl(new URLSearchParams('waiting=me'));
    expect(state.waitingForMe).toBe(true);
    expect(writeDocumentsUrl(state).toString()).toBe('waiting=me');
    expect(toDocumentsApiParams(state).toString()).toBe('waiting=me');
    expect(readDocumentsUrl(new URLSearchParams('waiting=you')).waitingForMe).toBe(false);
  });

  it('treats anything but "deleted" as the active documents', () => {
    expect(readDocumentsUrl(new URLSearchParams('status=bogus')).status).toBe('active');
    expect(toDocumentsApiParams(readDocumentsUrl(new URLSearchParams())).toString()).toBe('');
  });
});
