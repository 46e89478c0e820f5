import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { createLogger } from '@/lib/logger';
import { ErrorFallback } from './error-fallback';

const log = createLogger('error-boundary');

interface BoundaryProps {
  children: ReactNode;
  onReset?: () => void;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    log.error('A component failed to render', error instanceof Error ? error : { error, stack: info.componentStack });
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (this.state.hasError) return <ErrorFallback error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}

/** Catches render errors below it; "Try again" also retries failed queries (spec §8). */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>{({ reset }) => <Boundary onReset={reset}>{children}</Boundary>}</QueryErrorResetBoundary>
  );
}
