import { describe, expect, it, vi } from 'vitest';
import { analyticsAllowed, analyticsGate } from './gating';
import { createMonitoringController } from './monitoring-controller';
import type { MonitoringServices } from './monitoring-controller';

const open = { configured: true, signedIn: true, ccpaOptOut: false, analyticsConsent: true };

describe('analyticsGate', () => {
  it('allows analytics only when configured, signed in, not opted out and consented', () => {
    expect(analyticsAllowed(open)).toBe(true);
    expect(analyticsGate({ ...open, configured: false })).toBe('not-configured');
    expect(analyticsGate({ ...open, signedIn: false })).toBe('signed-out');
    expect(analyticsGate({ ...open, ccpaOptOut: true })).toBe('opted-out');
    expect(analyticsGate({ ...open, analyticsConsent: false })).toBe('no-consent');
  });

  it('treats an unknown opt-out status as opted out', () => {
    expect(analyticsGate({ ...open, ccpaOptOut: null })).toBe('opted-out');
    expect(analyticsGate({ ...open, ccpaOptOut: undefined })).toBe('opted-out');
  });
});

function fakeServices() {
  return {
    startAnalytics: vi.fn(async (_userId: string) => undefined),
    stopAnalytics: vi.fn(),
    startErrorReporting: vi.fn(async (_userId: string) => undefined),
    stopErrorReporting: vi.fn(),
  } satisfies MonitoringServices;
}

const signedIn = { userId: 'u1', ccpaOptOut: false, analyticsConsent: true };

describe('monitoring controller', () => {
  it('starts both services when the gate opens and stops them on sign-out', async () => {
    const services = fakeServices();
    const controller = createMonitoringController(services, { analytics: true, errorReporting: true });
    await controller.sync(signedIn);
    expect(services.startAnalytics).toHaveBeenCalledWith('u1');
    expect(services.startErrorReporting).toHaveBeenCalledWith('u1');
    await controller.sync({ ...signedIn, userId: null });
    expect(services.stopAnalytics).toHaveBeenCalledTimes(1);
    expect(services.stopErrorReporting).toHaveBeenCalledTimes(1);
    expect(controller.state).toEqual({ analytics: null, errorReporting: null });
  });

  it('stops on opt-out and on withdrawn consent, and starts again when allowed', async () => {
    const services = fakeServices();
    const controller = createMonitoringController(services, { analytics: true, errorReporting: false });
    await controller.sync(signedIn);
    await controller.sync({ ...signedIn, ccpaOptOut: true });
    expect(services.stopAnalytics).toHaveBeenCalledTimes(1);
    await controller.sync(signedIn);
    await controller.sync({ ...signedIn, analyticsConsent: false });
    expect(services.startAnalytics).toHaveBeenCalledTimes(2);
    expect(services.stopAnalytics).toHaveBeenCalledTimes(2);
    expect(services.startErrorReporting).not.toHaveBeenCalled();
  });

  it('never starts a service whose key is not configured', async () => {
    const services = fakeServices();
    const controller = createMonitoringController(services, { analytics: false, errorReporting: false });
    await controller.sync(signedIn);
    expect(services.startAnalytics).not.toHaveBeenCalled();
    expect(services.startErrorReporting).not.toHaveBeenCalled();
  });

  it('does not start twice for the same user, and restarts for a different user', async () => {
    const services = fakeServices();
    const controller = createMonitoringController(services, { analytics: true, errorReporting: false });
    await Promise.all([controller.sync(signedIn), controller.sync(signedIn)]);
    expect(services.startAnalytics).toHaveBeenCalledTimes(1);
    await controller.sync({ ...signedIn, userId: 'u2' });
    expect(services.stopAnalytics).toHaveBeenCalledTimes(1);
    expect(services.startAnalytics).toHaveBeenLastCalledWith('u2');
  });

  it('leaves nothing running after a quick sign-in then sign-out', async () => {
    const services = fakeServices();
    const controller = createMonitoringController(services, { analytics: true, errorReporting: true });
    void controller.sync(signedIn);
    await controller.sync({ ...signedIn, userId: null });
    expect(controller.state).toEqual({ analytics: null, errorReporting: null });
  });

  it('keeps going when a service fails to start', async () => {
    const services = fakeServices();
    services.startAnalytics.mockRejectedValueOnce(new Error('blocked by an ad blocker'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = createMonitoringController(services, { analytics: true, errorReporting: true });
    await controller.sync(signedIn);
    expect(controller.state).toEqual({ analytics: null, errorReporting: 'u1' });
  });
});
