const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatCents = (cents: number | null | undefined) =>
  cents == null ? '—' : usd.format(cents / 100);
export const addressLine = (a: { line1: string; line2: string | null; city: string; state: string }) =>
  [[a.line1, a.line2].filter(Boolean).join(' '), a.city, a.state].filter(Boolean).join(', ');
