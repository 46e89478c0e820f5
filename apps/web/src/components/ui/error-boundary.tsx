import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { createLogger } from '@/lib/logger';
import { ErrorFallback } from './error-fallback';

const log = createLogger('error-boundary');

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Runs before the children are rendered again by "Try again" (e.g. reset failed queries). */
  onReset?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors below it and shows spec §8's fallback with "Try again". */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    log.error(
      'A component failed to render',
      error instanceof Error ? error : { error, stack: info.componentStack },
    );
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
