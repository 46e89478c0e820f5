/** Seeded demo accounts (apps/server/seed): `<role_key>@demo.test`, one password for all. */
export const DEMO_PASSWORD = 'demo-pass-2026';

export function demoEmail(role: string): string {
  return `${role}@demo.test`;
}

/** A fresh address for tests that create accounts. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
