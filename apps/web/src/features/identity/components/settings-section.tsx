import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { QueryErrorBoundary } from '@/components/ui/query-error-boundary';

interface SettingsSectionProps {
  /** The section's anchor (e.g. /settings#notifications). */
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A settings card with its own error boundary, so one failing section leaves the rest usable. */
export function SettingsSection({ id: anchor, title, description, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <Card id={anchor} aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      {description ? <CardDescription>{description}</CardDescription> : null}
      <div className="mt-5">
        <QueryErrorBoundary>{children}</QueryErrorBoundary>
      </div>
    </Card>
  );
}
