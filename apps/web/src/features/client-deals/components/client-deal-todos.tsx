import type { TaskDto } from '@threshold/domain/transactions/tasks.contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formatCalendarDay } from '@/lib/format';
import {
  useClientDealTodos,
  useOpenSigning,
  useSetTaskCompletion,
  type ClientTodo,
} from '../api/client-deal-api';
import { ClientDealSection } from './client-deal-section';

const dueLabel = (task: TaskDto) => (task.due_date ? `due ${formatCalendarDay(task.due_date)}` : 'no due date');
const isDone = (todo: ClientTodo) => todo.kind === 'task' && Boolean(todo.task.completed_at);

/**
 * What the client must do on this deal: documents waiting for their signature (opened on the
 * signing page), then the tasks their agent assigned them (upload a letter, answer a question…),
 * ticked off here. Open ones first; a change made meanwhile reloads the list.
 */
export function ClientDealTodos({ id }: { id: string }) {
  const todos = useClientDealTodos(id);
  const completion = useSetTaskCompletion(id);
  const signing = useOpenSigning();
  const navigate = useNavigate();
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
  const sign = (envelopeId: string) => {
    setMessage(null);
    signing.mutate(envelopeId, {
      onSuccess: ({ url }) => void navigate(new URL(url, window.location.origin).pathname),
      onError: (error) => setMessage(errorMessage(error)),
    });
  };
  return (
    <ClientDealSection id="client-deal-todos" title="What to do" query={todos} empty="Nothing for you to do right now.">
      {(data) => (
        <>
          <ul className="divide-y divide-slate-100">
            {[...data.items]
              .sort((a, b) => Number(isDone(a)) - Number(isDone(b)))
              .map((todo) =>
                todo.kind === 'signature' ? (
                  <li key={todo.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span className="text-slate-900">
                      {todo.envelope.role === 'approver' ? 'Approve' : 'Sign'} “{todo.envelope.title}”
                    </span>
                    <Button
                      size="sm"
                      onClick={() => sign(todo.envelope.envelope_id)}
                      disabled={signing.isPending}
                    >
                      {todo.envelope.role === 'approver' ? 'Review now' : 'Sign now'}
                    </Button>
                  </li>
                ) : (
                  <li key={todo.id} className="flex items-center justify-between gap-3 py-2">
                    <Checkbox
                      label={
                        <span className={todo.task.completed_at ? 'text-slate-500 line-through' : undefined}>
                          {todo.task.title}
                        </span>
                      }
                      checked={Boolean(todo.task.completed_at)}
                      disabled={completion.isPending && completion.variables?.id === todo.task.id}
                      onChange={(e) => toggle(todo.task, e.currentTarget.checked)}
                    />
                    <span className="text-sm text-slate-600 tabular-nums">
                      {todo.task.completed_at ? 'done' : dueLabel(todo.task)}
                    </span>
                  </li>
                ),
              )}
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
