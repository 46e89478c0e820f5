import type { ActivityDto } from '@threshold/domain/contacts/contact-activity.contract';
import { LOGGED_ACTIVITY_KINDS } from '@threshold/domain/contacts/contact-activity.contract';
import { format, formatDistanceToNowStrict } from 'date-fns';
import {
  ArrowRightLeft,
  CalendarCheck,
  CheckSquare,
  GitMerge,
  Handshake,
  Home,
  Mail,
  MailPlus,
  Phone,
  StickyNote,
  Upload,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ACTIVITY_LABELS, personName } from '../lib/contact-labels';

const ICONS: Record<ActivityDto['kind'], LucideIcon> = {
  call: Phone,
  email: Mail,
  meeting: Users,
  showing: Home,
  note: StickyNote,
  stage_change: ArrowRightLeft,
  deal_event: Handshake,
  task_completed: CheckSquare,
  merge: GitMerge,
  invitation: MailPlus,
  import: Upload,
  assignment: UserCog,
};
const OUTCOME_WORDS: Record<string, string> = {
  connected: 'connected',
  left_message: 'left a message',
  no_answer: 'no answer',
  wrong_number: 'wrong number',
  scheduled: 'scheduled',
  completed: 'completed',
  cancelled: 'cancelled',
};

interface ActivityItemProps {
  activity: ActivityDto;
  canDelete: boolean;
  onDelete: (activity: ActivityDto) => void;
}

export function ActivityItem({ activity, canDelete, onDelete }: ActivityItemProps) {
  const Icon = ICONS[activity.kind] ?? CalendarCheck;
  const logged = (LOGGED_ACTIVITY_KINDS as readonly string[]).includes(activity.kind);
  const outcome =
    typeof activity.details.outcome === 'string' ? OUTCOME_WORDS[activity.details.outcome] : null;
  const when = new Date(activity.occurred_at);
  return (
    <li className="flex gap-3 py-3">
      <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-900">
          <span className="font-medium">{ACTIVITY_LABELS[activity.kind]}</span>
          {outcome ? <span className="text-slate-700"> · {outcome}</span> : null}
          {activity.subject && (logged || activity.kind !== 'stage_change') ? (
            <span> — {activity.subject}</span>
          ) : null}
          {!logged && activity.kind === 'stage_change' && activity.subject ? (
            <span> — {activity.subject.replace(/^Stage: /, '')}</span>
          ) : null}
        </p>
        {activity.body ? (
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{activity.body}</p>
        ) : null}
        <p className="mt-1 text-xs text-slate-600">
          {activity.author ? personName(activity.author) : 'Threshold'} ·{' '}
          <time dateTime={activity.occurred_at} title={format(when, 'PPpp')}>
            {formatDistanceToNowStrict(when, { addSuffix: true })}
          </time>
        </p>
      </div>
      {logged && canDelete ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(activity)}
          aria-label={`Delete ${ACTIVITY_LABELS[activity.kind].toLowerCase()} from ${format(when, 'PP')}`}
        >
          Delete
        </Button>
      ) : null}
    </li>
  );
}
