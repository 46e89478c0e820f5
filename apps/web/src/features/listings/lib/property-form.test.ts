import { describe, expect, it } from 'vitest';
import { buildPropertyInput, emptyPropertyForm } from './property-form';

describe('buildPropertyInput', () => {
  it('names the form fields the contract refuses', () => {
    const result = buildPropertyInput({
      ...emptyPropertyForm(),
      city: 'Harborview',
      baths: '2.3',
      beds: 'many',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['baths', 'beds', 'line1']);
  });

  it('turns typed text into the contract input', () => {
    const result = buildPropertyInput({
      ...emptyPropertyForm(),
      line1: '48 Gull Point Rd',
      city: 'Harborview',
      beds: '3',
      baths: '2.5',
      features: 'Water view, Garage ,',
    });
    expect(result).toMatchObject({
      ok: true,
      input: {
        address: { line1: '48 Gull Point Rd', line2: null },
        beds: 3,
        baths: 2.5,
        features: ['Water view', 'Garage'],
      },
    });
  });
});
