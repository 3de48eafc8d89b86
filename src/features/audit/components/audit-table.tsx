import type { Ref } from 'react';
import type { AuditEvent } from '@/api/types';
import { AUDIT_ACTION_LABELS } from '@/domain/audit';
import { formatDateTime } from '@/lib/format-date-time';
import { detailText, integrationOf } from '../logic/audit-text';

const COLUMNS = ['Time', 'Member', 'Action', 'Target', 'Address', 'Detail'] as const;

/** Said for an empty cell: seen as a dash, heard as words. */
function Missing({ children }: { children: string }) {
  return (
    <span className="audit-muted">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{children}</span>
    </span>
  );
}

/**
 * The events, newest first. Wider than a phone: it scrolls sideways inside its own region (which
 * the keyboard can scroll too), and the page around it stays put.
 */
export function AuditTable({
  events,
  labelledBy,
  busy,
  regionRef,
}: {
  events: AuditEvent[];
  labelledBy: string;
  /** Another page is on its way: the rows shown are the last page's. */
  busy: boolean;
  regionRef: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={regionRef}
      className={busy ? 'audit-table-wrap is-stale' : 'audit-table-wrap'}
      role="region"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      <table className="audit-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row" className="audit-time">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </th>
              <td className="audit-member">
                {event.actor ? (
                  <>
                    <span className="audit-member-name">{event.actor.name}</span>
                    <span className="audit-member-email">{event.actor.email}</span>
                  </>
                ) : integrationOf(event.detail) ? (
                  <>
                    <span className="audit-member-name">{integrationOf(event.detail)}</span>
                    <span className="audit-member-email">API token</span>
                  </>
                ) : (
                  <Missing>Someone not signed in</Missing>
                )}
              </td>
              <td className="audit-action">{AUDIT_ACTION_LABELS[event.action] ?? event.action}</td>
              <td className="audit-code">{event.target ?? <Missing>None</Missing>}</td>
              <td className="audit-code">{event.ip ?? <Missing>Unknown</Missing>}</td>
              <td className="audit-detail">{detailText(event.detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
