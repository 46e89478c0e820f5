import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Kaboom in a widget');
  return <p>Widget works</p>;
}

function Harness() {
  const [, rerender] = useState(0);
  return (
    <ErrorBoundary onReset={() => rerender((n) => n + 1)}>
      <Fragile />
    </ErrorBoundary>
  );
}

describe('<ErrorBoundary>', () => {
  it('shows the spec fallback with details, and "Try again" renders the children again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We're sorry, but an error occurred in this component.")).toBeTruthy();
    expect(screen.getByText('Error details').tagName).toBe('SUMMARY');
    expect(screen.getByText(/Kaboom in a widget/)).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Widget works')).toBeTruthy();
  });
});
