import { useId } from 'react';
import { ROLE_LABELS, type Role } from '@/domain/access';
import './role-field.css';

interface RoleFieldProps<R extends Role> {
  /** The roles on offer, in the order the list shows them. */
  roles: readonly R[];
  value: R;
  onChange: (role: R) => void;
  /** The paragraph that says what each role may do; it stands under the whole form's row. */
  hintId: string;
}

/**
 * The role something is given (a member, a token), in a `role-form`: a one-line form whose
 * fields, role and button share a row, with the roles explained by a `role-hint` under it.
 */
export function RoleField<R extends Role>({ roles, value, onChange, hintId }: RoleFieldProps<R>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Role</label>
      <select
        id={id}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value as R)}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
