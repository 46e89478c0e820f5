import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

interface PlaceholderPageProps {
  title: string;
  /** One sentence: what will appear here once the area is built. */
  summary: string;
  icon: LucideIcon;
  children?: ReactNode;
}

/** The page of an area that is not built yet: its title and an honest empty state. */
export function PlaceholderPage({ title, summary, icon, children }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={icon} title={`${title} — ${summary}`}>
        {children ?? <p>This area is being built; there is nothing to show here yet.</p>}
      </EmptyState>
    </>
  );
}
