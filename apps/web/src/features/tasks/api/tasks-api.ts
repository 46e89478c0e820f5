import { addDays, format } from 'date-fns';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkTaskResult,
  TaskItemPage,
  type TaskAction,
  type TaskDue,
  type TaskItemDto,
  type TaskSource,
  type TaskView,
} from '@threshold/domain/calendar/task-list.contract';
import { api } from '@/lib/api-client';
import { versionHeaders } from '@/lib/versioned-mutation';
import { zonedTimeToInstant } from '@threshold/domain/calendar/time-zone';

export interface TaskFilters {
  view: TaskView;
  due: TaskDue;
  source: TaskSource | undefined;
}

const keys = {
  all: ['tasks'] as const,
  list: (f: TaskFilters) => ['tasks', f.view, f.due, f.source ?? 'all'] as const,
};

/** The list in the person's zone (`tz`, from useTaskZone): due states count from today there. */
export function useTaskItems(filters: TaskFilters, { zone, ready }: { zone: string; ready: boolean }) {
  return useInfiniteQuery({
    enabled: ready,
    queryKey: [...keys.list(filters), zone],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/tasks', {
        schema: TaskItemPage,
        signal,
        query: {
          view: filters.view,
          due: filters.due,
          source: filters.source,
          tz: zone,
          limit: 50,
          cursor: pageParam,
        },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Where a task is changed: its deal's or contact's task route, or the personal task's own. */
const taskPath = (task: TaskItemDto) =>
  task.source === 'personal'
    ? `/api/tasks/personal/${task.id}`
    : `/api/${task.source === 'deal' ? 'transactions' : 'contacts'}/${task.parent_id}/tasks/${task.id}`;

/**
 * Completes or reopens a task where it lives (a deal's, a contact's or a personal one), conditional on the version
 * the list showed (If-Match); a 409 refreshes the list.
 */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, completed }: { task: TaskItemDto; completed: boolean }) =>
      api.patch(taskPath(task), { completed }, { headers: versionHeaders(task.version) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Moves an open task one day later where it lives (deal or personal: its due day; contact: its due time). */
export function useSnoozeTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: TaskItemDto) => {
      if (!task.due) throw new Error('The task has no due date');
      const nextDay = format(addDays(new Date(`${task.due}T00:00:00`), 1), 'yyyy-MM-dd');
      const body =
        task.source === 'contact'
          ? { due_at: addDays(new Date(task.due), 1).toISOString() }
          : { due_date: nextDay };
      return api.patch(taskPath(task), body, { headers: versionHeaders(task.version) });
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
  /** "deal:<id>", "contact:<id>", or "" for a personal task (linked to nothing, seen only by me). */
  parent: string;
  assigneeId: string;
  /** The person's zone: a follow-up is due at 09:00 there. */
  zone: string;
}

/**
 * Adds a task where it belongs (a deal's task, a contact's follow-up due at 09:00 that day in the person's zone, or
 * a personal task linked to nothing), assigned to me.
 */
export function useQuickAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, due, parent, assigneeId, zone }: QuickTask) => {
      if (!parent) return api.post('/api/tasks', { title, due_date: due });
      const [kind, id] = parent.split(':');
      return kind === 'deal'
        ? api.post(`/api/transactions/${id}/tasks`, { title, due_date: due, assignee_id: assigneeId })
        : api.post(`/api/contacts/${id}/tasks`, {
            title,
            due_at: zonedTimeToInstant(due, '09:00', zone).toISOString(),
            assignee_id: assigneeId,
          });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
