import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SigningValue } from '@threshold/domain/envelopes/signing.contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FieldInputs } from './field-inputs';
import { FieldValueView } from './field-value-view';

const box = { page: 1, x: 0.1, y: 0.1, width: 0.3, height: 0.05 };
const fields = [
  { ...box, id: 'sig', kind: 'signature' as const, label: '', required: true },
  { ...box, id: 'when', kind: 'date_signed' as const, label: '', required: true },
  { ...box, id: 'ok', kind: 'checkbox' as const, label: 'Agree to terms', required: false },
];

function Harness({ onChange }: { onChange: (id: string, v: SigningValue | undefined) => void }) {
  const [values, setValues] = useState<Record<string, SigningValue | undefined>>({});
  return (
    <FieldInputs
      fields={fields}
      values={values}
      errors={{ 'values.sig': 'Signature is required' }}
      dateSigned="Nov 26, 2026"
      onChange={(id, v) => {
        setValues((all) => ({ ...all, [id]: v }));
        onChange(id, v);
      }}
    />
  );
}

describe('FieldInputs', () => {
  it('lists the fields in order, fills the date itself, and gives typed and ticked values', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByText('1. Signature')).toBeTruthy();
    expect(screen.getByText('Signature is required')).toBeTruthy();
    expect(screen.getByText(/Nov 26, 2026/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/type your name/), 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('sig', { text: 'Ada' });
    await userEvent.click(screen.getByLabelText('3. Agree to terms (optional)'));
    expect(onChange).toHaveBeenLastCalledWith('ok', { checked: true });
  });
});

describe('FieldValueView', () => {
  it('draws typed signatures in an italic serif, text in sans, and a drawn PNG as an image', () => {
    const { rerender } = render(
      <FieldValueView kind="signature" value={{ text: 'Ada Lovelace' }} boxHeightPx={40} />,
    );
    expect(screen.getByText('Ada Lovelace').className).toMatch(/font-serif italic/);
    rerender(<FieldValueView kind="text" value={{ text: 'As agreed' }} boxHeightPx={20} />);
    expect(screen.getByText('As agreed').className).toMatch(/font-sans/);
    rerender(<FieldValueView kind="signature" value={{ png: 'iVBORw0KGgo=' }} boxHeightPx={40} />);
    expect(screen.getByRole('img', { name: 'Drawn signature' }).getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });
});
