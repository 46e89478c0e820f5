import { addDays, format } from 'date-fns';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkTaskResult,
  TaskItemPage,
  type TaskAction,
  type TaskDue,
  type TaskItemDto,
  type TaskView,
} from '@threshold/domain/calendar/task-list.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
import { browserTimeZone } from '@/lib/time-zone';

export interface TaskFilters {
  view: TaskView;
  due: TaskDue;
  source: 'deal' | 'contact' | undefined;
}

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
          tz: browserTimeZone(),
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

/**
 * One action on the selected tasks (POST /api/tasks/bulk): each is changed where it lives with the
 * version the list showed; the answer says, per task, whether it was changed or why not.
 */
export function useBulkTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tasks, action }: { tasks: TaskItemDto[]; action: TaskAction }) =>
      api.post(
        '/api/tasks/bulk',
        {
          items: tasks.map((t) => ({
            source: t.source,
            id: t.id,
            parent_id: t.parent_id,
            version: t.version,
          })),
          action,
        },
        { schema: BulkTaskResult },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export interface QuickTask {
  title: string;
  /** "YYYY-MM-DD" */
  due: string;
  /** "deal:<id>" or "contact:<id>" */
  parent: string;
  assigneeId: string;
}

/** Adds a task where it belongs (a deal's task, or a contact's follow-up due at 09:00 local that day), assigned to me. */
export function useQuickAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, due, parent, assigneeId }: QuickTask) => {
      const [kind, id] = parent.split(':');
      return kind === 'deal'
        ? api.post(`/api/transactions/${id}/tasks`, { title, due_date: due, assignee_id: assigneeId })
        : api.post(`/api/contacts/${id}/tasks`, {
            title,
            due_at: new Date(`${due}T09:00`).toISOString(),
            assignee_id: assigneeId,
          });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
