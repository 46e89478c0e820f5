import { PARTICIPANT_ROLES, type ParticipantRole } from '@threshold/domain/transactions/transaction-enums';
import { ROLE_LABELS } from '../../model/labels';

interface ParticipantRolesFieldProps {
  roles: readonly ParticipantRole[];
  error: string | undefined;
  onChange: (roles: ParticipantRole[]) => void;
}

/** The roles a person holds on the deal (one person may hold several). */
export function ParticipantRolesField({ roles, error, onChange }: ParticipantRolesFieldProps) {
  const toggle = (role: ParticipantRole, on: boolean) =>
    onChange(on ? [...roles, role] : roles.filter((x) => x !== role));
  return (
    <fieldset aria-describedby={error ? 'participant-roles-error' : undefined}>
      <legend className="text-sm font-medium text-slate-900">Roles on this deal</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {PARTICIPANT_ROLES.map((role) => (
          <label key={role} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={roles.includes(role)}
              onChange={(e) => toggle(role, e.target.checked)}
            />
            {ROLE_LABELS[role]}
          </label>
        ))}
      </div>
      {error ? (
        <p id="participant-roles-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
