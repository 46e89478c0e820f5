import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyApiError } from './form-errors';

type Values = { line1: string; price: string };

const invalid = new ApiError(400, 'VALIDATION_FAILED', 'Check the fields', {
  'address.line1': 'Required',
  list_price_cents: 'Must be positive',
});

describe('applyApiError', () => {
  it('places API fields through a path mapping and keeps no form-level message', () => {
    const setError = vi.fn();
    const fieldOf = (path: string) =>
      path === 'address.line1' ? 'line1' : path === 'list_price_cents' ? 'price' : undefined;
    expect(applyApiError<Values>(invalid, setError, fieldOf)).toBeNull();
    expect(setError).toHaveBeenCalledWith('line1', { type: 'server', message: 'Required' });
    expect(setError).toHaveBeenCalledWith('price', { type: 'server', message: 'Must be positive' });
  });

  it('with a list of names places only same-named fields, and shows the message when none landed', () => {
    const setError = vi.fn();
    expect(applyApiError<Values>(invalid, setError, ['line1', 'price'])).toBe(invalid.message);
    expect(setError).not.toHaveBeenCalled();
  });
});
