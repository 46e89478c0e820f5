import type { TaskDto } from '@threshold/domain/transactions/tasks.contract';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { isApiError } from '@/lib/api-error';
import { useClientDealTasks, useSetTaskCompletion } from '../api/client-deal-api';
import { ClientDealSection } from './client-deal-section';

const dueLabel = (task: TaskDto) => (task.due_date ? `due ${task.due_date}` : 'no due date');

/**
 * What the client must do on this deal: the tasks their agent assigned to them (upload a letter,
 * answer a question…), ticked off here. Open ones first; a change made meanwhile reloads the list.
 */
export function ClientDealTodos({ id }: { id: string }) {
  const tasks = useClientDealTasks(id);
  const completion = useSetTaskCompletion(id);
  const [message, setMessage] = useState<string | null>(null);
  const toggle = (task: TaskDto, completed: boolean) => {
    setMessage(null);
    completion.mutate(
      { id: task.id, version: task.version, completed },
      {
        onError: (error) =>
          setMessage(
            isApiError(error) && error.status === 409
              ? 'This to-do was changed meanwhile; it has been reloaded.'
              : 'Could not save the change. Try again.',
          ),
      },
    );
  };
  return (
    <ClientDealSection id="client-deal-todos" title="What to do" query={tasks} empty="Nothing for you to do right now.">
      {(data) => (
        <>
          <ul className="divide-y divide-slate-100">
            {[...data.items]
              .sort((a, b) => Number(Boolean(a.completed_at)) - Number(Boolean(b.completed_at)))
              .map((task) => (
                <li key={task.id} className="flex items-center justify-between gap-3 py-2">
                  <Checkbox
                    label={<span className={task.completed_at ? 'text-slate-500 line-through' : undefined}>{task.title}</span>}
                    checked={Boolean(task.completed_at)}
                    disabled={completion.isPending && completion.variables?.id === task.id}
                    onChange={(e) => toggle(task, e.currentTarget.checked)}
                  />
                  <span className="text-sm text-slate-600 tabular-nums">{task.completed_at ? 'done' : dueLabel(task)}</span>
                </li>
              ))}
          </ul>
          {message ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {message}
            </p>
          ) : null}
        </>
      )}
    </ClientDealSection>
  );
}
