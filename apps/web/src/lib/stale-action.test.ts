import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';
import { staleActionMessage } from './stale-action';

const stale = (details: Record<string, unknown>) =>
  toApiError(409, {
    error: { code: 'STALE_VERSION', message: 'Someone else changed this record', ...details },
  });

describe('staleActionMessage', () => {
  it('names who changed the record', () => {
    const message = staleActionMessage(
      stale({ changed_by: { id: 'u1', name: 'Maria Lopez' }, changed_at: null }),
      'task',
    );
    expect(message).toBe('Maria Lopez changed this task. Check it and try again.');
  });

  it('falls back to "Someone else" and adds the time when known', () => {
    const message = staleActionMessage(
      stale({ changed_by: null, changed_at: '2026-11-25T10:42:00.000Z' }),
      'checklist item',
    );
    expect(message).toMatch(/^Someone else changed this checklist item at .+\. Check it and try again\.$/);
  });

  it('is null for any other error', () => {
    expect(staleActionMessage(toApiError(404, { error: { code: 'NOT_FOUND' } }), 'task')).toBeNull();
    expect(staleActionMessage(new Error('boom'), 'task')).toBeNull();
  });
});
