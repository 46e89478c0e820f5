import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { useComplianceList } from '../api/compliance-api';
import type { ComplianceList } from '../model/compliance-list';
import { formatCount } from '../model/compliance-format';
import { ExceptionRows } from './exception-rows';
import { LoadError } from '@/components/ui/load-error';

export const sectionId = (list: ComplianceList<unknown>) => `compliance-${list.key}`;

/** One exception list as a section that loads on its own: skeleton, error with retry, empty, rows. */
export function ExceptionSection({ list }: { list: ComplianceList<unknown> }) {
  const query = useComplianceList(list);
  const headingId = `${sectionId(list)}-title`;
  return (
    <Card
      id={sectionId(list)}
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      className="scroll-mt-4"
    >
      <CardTitle id={headingId}>{list.title}</CardTitle>
      <CardDescription>{list.description}</CardDescription>
      <div className="mt-4">
        {query.isPending ? (
          <SectionSkeleton />
        ) : query.isError ? (
          <LoadError
            what={list.title.toLowerCase()}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{list.empty}</p>
        ) : (
          <>
            <ExceptionRows list={list} items={query.data.items} />
            {query.data.total > query.data.items.length ? (
              <p className="mt-3 text-sm text-slate-600">
                Showing the {formatCount(query.data.items.length)} most urgent of{' '}
                {formatCount(query.data.total)}.
              </p>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}

function SectionSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-6 animate-skeleton rounded bg-slate-100" />
      ))}
    </div>
  );
}
