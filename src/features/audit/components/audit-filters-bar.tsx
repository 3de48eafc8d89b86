import { useId, type Ref } from 'react';
import type { Member } from '@/api/types';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditAction } from '@/domain/audit';
import { parsePositiveId } from '@/domain/ids';
import { DayField } from '@/components/day-field';
import { isDay } from '@/domain/days';
import { hasActiveFilters, type AuditFilters } from '../logic/audit-filters';

export interface MemberChoices {
  active: Member[];
  deactivated: Member[];
  /** Why the members could not be listed, if they could not. */
  error?: string;
}

const byName = (a: Member, b: Member) => a.name.localeCompare(b.name);

/** A member's option: the name, with the email when another member has the same name. */
function memberOptions(members: Member[], all: Member[]) {
  return [...members].sort(byName).map((member) => (
    <option key={member.id} value={member.id}>
      {all.filter((other) => other.name === member.name).length > 1
        ? `${member.name} (${member.email})`
        : member.name}
    </option>
  ));
}

/** The Audit page's filters: an action, a member and a range of UTC days. */
export function AuditFiltersBar({
  filters,
  members,
  problem,
  onChange,
  onClear,
  actionRef,
}: {
  filters: AuditFilters;
  members: MemberChoices;
  /** Why the range cannot be asked for, shown under the days. */
  problem: string | undefined;
  onChange: (patch: Partial<Omit<AuditFilters, 'page'>>) => void;
  onClear: () => void;
  actionRef: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    action: `${id}-action`,
    member: `${id}-member`,
    from: `${id}-from`,
    to: `${id}-to`,
    hint: `${id}-hint`,
    problem: `${id}-problem`,
  };
  const all = [...members.active, ...members.deactivated];
  const chosen = filters.memberId;
  // A member named by an old link but listed nowhere still shows as chosen.
  const unlisted = chosen !== undefined && !all.some((member) => member.id === chosen);
  const dayDescription = problem ? `${ids.hint} ${ids.problem}` : ids.hint;
  return (
    <section className="panel audit-filters" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="visually-hidden">
        Filters
      </h2>
      <div className="audit-filter-grid">
        <div className="field audit-filter">
          <label htmlFor={ids.action}>Action</label>
          <select
            ref={actionRef}
            id={ids.action}
            value={filters.action ?? ''}
            onChange={(event) =>
              onChange({ action: (event.target.value || undefined) as AuditAction | undefined })
            }
          >
            <option value="">Every action</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </div>
        <div className="field audit-filter">
          <label htmlFor={ids.member}>Member</label>
          <select
            id={ids.member}
            value={chosen ?? ''}
            aria-describedby={members.error ? `${ids.member}-error` : undefined}
            onChange={(event) => onChange({ memberId: parsePositiveId(event.target.value) })}
          >
            <option value="">Everyone</option>
            {unlisted && <option value={chosen}>Member #{chosen}</option>}
            {members.active.length > 0 && (
              <optgroup label="Members">{memberOptions(members.active, all)}</optgroup>
            )}
            {members.deactivated.length > 0 && (
              <optgroup label="Deactivated">{memberOptions(members.deactivated, all)}</optgroup>
            )}
          </select>
          {members.error && (
            <p id={`${ids.member}-error`} className="field-hint">
              Could not list the members: {members.error}
            </p>
          )}
        </div>
        <DayField
          id={ids.from}
          label="From"
          value={filters.from}
          max={filters.to}
          invalid={!!problem}
          describedBy={dayDescription}
          className="field audit-filter"
          onChange={(day) => onChange({ from: isDay(day) ? day : undefined })}
        />
        <DayField
          id={ids.to}
          label="To"
          value={filters.to}
          min={filters.from}
          invalid={!!problem}
          describedBy={dayDescription}
          className="field audit-filter"
          onChange={(day) => onChange({ to: isDay(day) ? day : undefined })}
        />
      </div>
      <div className="audit-filter-foot">
        {/* The server keeps days in UTC; the times in the table are the viewer's own. */}
        <p id={ids.hint} className="field-hint">
          From and To are whole days in UTC, both included.
        </p>
        {hasActiveFilters(filters) && (
          <button type="button" className="btn btn-sm" onClick={onClear}>
            Clear filters
          </button>
        )}
      </div>
      {problem && (
        <p id={ids.problem} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
