import { Toaster as Sonner } from 'sonner';
import { TOAST_CONFIG } from '@/lib/toast-config';

/**
 * Sonner with the spec §9 constants; types success/info/warning/error/loading/default. Toasts are
 * dismissible by default (sonner's per-toast `dismissible` defaults to true).
 */
export function Toaster() {
  return (
    <Sonner
      position={TOAST_CONFIG.position}
      duration={TOAST_CONFIG.durationMs}
      visibleToasts={TOAST_CONFIG.visibleToasts}
      hotkey={[...TOAST_CONFIG.hotkey]}
      gap={TOAST_CONFIG.gapPx}
      closeButton={TOAST_CONFIG.closeButton}
      toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
      containerAriaLabel="Notifications"
    />
  );
}
