/**
 * Global errors and unhandled rejections are logged (and so reported while error reporting runs).
 * Cross-origin script errors ("Script error." with no detail) and ResizeObserver loop notices are
 * browser noise and are ignored (spec §8).
 */
import { createLogger } from './logger';

const log = createLogger('global');

const IGNORED_MESSAGES = [/^Script error\.?$/i, /ResizeObserver loop/i];

export function isIgnoredError(message: string | undefined, filename?: string): boolean {
  const text = (message ?? '').trim();
  if (IGNORED_MESSAGES.some((pattern) => pattern.test(text))) return true;
  // A cross-origin script's error reaches us without a file name or detail.
  return text === '' && !filename;
}

function describeReason(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  return 'Unhandled promise rejection';
}

export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isIgnoredError(event.message, event.filename)) return;
    log.error(
      event.message || 'Uncaught error',
      event.error ?? { filename: event.filename, line: event.lineno },
    );
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const message = describeReason(event.reason);
    if (isIgnoredError(message, 'promise')) return;
    log.error(`Unhandled rejection: ${message}`, event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
