import { addDays, format } from 'date-fns';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TaskItemPage,
  type TaskDue,
  type TaskItemDto,
  type TaskView,
} from '@threshold/domain/calendar/task-list.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';

export interface TaskFilters {
  view: TaskView;
  due: TaskDue;
  source: 'deal' | 'contact' | undefined;
}

const tz = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const keys = {
  all: ['tasks'] as const,
  list: (f: TaskFilters) => ['tasks', f.view, f.due, f.source ?? 'all'] as const,
};

export function useTaskItems(filters: TaskFilters) {
  return useInfiniteQuery({
    queryKey: keys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/tasks', {
        schema: TaskItemPage,
        signal,
        query: {
          view: filters.view,
          due: filters.due,
          source: filters.source,
          tz: tz(),
          limit: 50,
          cursor: pageParam,
        },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * Completes or reopens a task where it lives (a deal's or a contact's), conditional on the version
 * the list showed (If-Match); a 409 refreshes the list.
 */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, completed }: { task: TaskItemDto; completed: boolean }) => {
      const parent = task.source === 'deal' ? 'transactions' : 'contacts';
      return api.patch(
        `/api/${parent}/${task.parent_id}/tasks/${task.id}`,
        { completed },
        {
          headers: versionHeaders(task.version),
        },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Moves an open task one day later where it lives (deal: its due day; contact: its due time). */
export function useSnoozeTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: TaskItemDto) => {
      if (!task.due) throw new Error('The task has no due date');
      const [path, body] =
        task.source === 'deal'
          ? [
              `/api/transactions/${task.parent_id}/tasks/${task.id}`,
              { due_date: format(addDays(new Date(`${task.due}T00:00:00`), 1), 'yyyy-MM-dd') },
            ]
          : [
              `/api/contacts/${task.parent_id}/tasks/${task.id}`,
              { due_at: addDays(new Date(task.due), 1).toISOString() },
            ];
      return api.patch(path, body, { headers: versionHeaders(task.version) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
