import type { MockService } from '@/lib/flags';

interface MockServicesBannerProps {
  production: boolean;
  services: readonly MockService[];
}

/** Spec §8: a red banner listing mock services switched on in a production build; else nothing. */
export function MockServicesBanner({ production, services }: MockServicesBannerProps) {
  if (!production || services.length === 0) return null;
  return (
    <div role="alert" className="bg-red-700 px-4 py-2 text-center text-sm font-semibold text-white">
      <span>CRITICAL WARNING: MOCK SERVICES DETECTED IN PRODUCTION</span>
      <span className="font-normal"> — mocked: {services.join(', ')}</span>
    </div>
  );
}
