import { Spinner } from '@/components/ui/spinner';
import { useChecklist } from '../../api/checklist-api';
import { CHECKLIST_STATUS_LABELS } from '../../model/checklist-labels';

/** The required checklist items not approved yet (what blocks closing). */
export function UnapprovedItems({ dealId }: { dealId: string }) {
  const checklist = useChecklist(dealId);
  if (checklist.isPending) return <Spinner label="Loading the checklist" className="p-2" />;
  const missing = (checklist.data?.items ?? []).filter((i) => i.required && i.status !== 'approved');
  if (missing.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-medium text-slate-900">Required items not approved:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
        {missing.map((item) => (
          <li key={item.id}>
            {item.title} <span className="text-slate-600">({CHECKLIST_STATUS_LABELS[item.status]})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
