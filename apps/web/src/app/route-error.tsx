import { Component } from 'react';
import type { ReactNode } from 'react';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { createLogger } from '@/lib/logger';

const log = createLogger('router');

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** Moving to another route (a new key) clears the error. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/**
 * Errors of a route (a route module that failed to download, a page that failed to render). "Try
 * again" reloads the page, which fetches the current build's chunks.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState) {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown): void {
    log.error('Route failed', error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main id="main" className="mx-auto max-w-2xl p-6">
        <ErrorFallback error={this.state.error} onReset={() => window.location.reload()} />
      </main>
    );
  }
}
