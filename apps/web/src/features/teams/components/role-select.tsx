import type { SelectProps } from '@/components/ui/select';
import { Select } from '@/components/ui/select';
import { useMe } from '@/lib/auth/auth-context';
import { grantableRoles } from '../lib/role-options';

/** A <select> of the roles the signed-in manager may give. */
export function RoleSelect(props: SelectProps) {
  const me = useMe();
  return (
    <Select {...props}>
      {grantableRoles(me).map((r) => (
        <option key={r.key} value={r.key}>
          {r.label}
        </option>
      ))}
    </Select>
  );
}
