import { Avatar } from './avatar';

interface PresencePersonView {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
}

const nameOf = (p: PresencePersonView) => [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Someone';

/** Who else is looking at this page now: up to five avatars and a count of the rest. */
export function PresenceAvatars({
  people,
  max = 5,
}: {
  people: readonly PresencePersonView[];
  max?: number;
}) {
  if (people.length === 0) return null;
  const shown = people.slice(0, max);
  const label = `Also viewing: ${people.map(nameOf).join(', ')}`;
  return (
    <div className="flex items-center gap-2" role="status" aria-label={label} data-testid="presence">
      <span className="flex -space-x-2" aria-hidden="true">
        {shown.map((p) => (
          <span key={p.user_id} title={nameOf(p)} className="rounded-full ring-2 ring-white">
            <Avatar source={{ firstName: p.first_name, lastName: p.last_name }} className="h-7 w-7 text-xs" />
          </span>
        ))}
      </span>
      {people.length > max ? <span className="text-xs text-slate-600">+{people.length - max}</span> : null}
      <span className="sr-only">{label}</span>
    </div>
  );
}
