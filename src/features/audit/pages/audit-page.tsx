import { useId, useRef, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useMembers } from '@/api/queries/get-members';
import { Pagination } from '@/components/pagination';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useCan } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuditEvents } from '../api/get-audit-events';
import { useDeactivatedMembers } from '@/api/queries/get-deactivated-members';
import { useExportAuditLog } from '../api/export-audit-log';
import { useVerifyAuditLog } from '../api/verify-audit-log';
import { AuditFiltersBar } from '../components/audit-filters-bar';
import { AuditTable } from '../components/audit-table';
import { ExportButton, ExportError } from '../components/export-button';
import { VerifyButton, VerifyResult } from '../components/verify-log';
import {
  changeFilter,
  filtersFromParams,
  NO_FILTERS,
  pageCount,
  paramsFromFilters,
  rangeLabel,
  rangeProblem,
  toAuditQuery,
  type AuditFilters,
} from '../logic/audit-filters';
import '../audit.css';

export const AUDIT_ADMINS_ONLY = 'Only admins can see the audit log.';
export const NO_EVENTS = 'No events match these filters.';

/** /audit (team mode, admins): the security events of the server, filtered, paged, exported and verified. */
export function AuditPage() {
  useDocumentTitle('Audit log');
  // The same action the API asks of the log's routes.
  const mayRead = useCan('read-audit');
  return (
    <div className="audit-page">
      {mayRead ? (
        <AuditLog />
      ) : (
        <>
          <AuditHeader />
          <p role="alert" className="panel error-message">
            {AUDIT_ADMINS_ONLY}
          </p>
        </>
      )}
    </div>
  );
}

function AuditHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1>Audit log</h1>
        <p>
          Sign-ins, changes to the team and its settings, backups and erasures on this server,
          newest first. No event can be edited here; Verify the log checks that none was changed in
          the database either.
        </p>
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  );
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const problem = rangeProblem(filters);
  const query = toAuditQuery(filters);
  const events = useAuditEvents(query, !problem);
  const members = useMembers();
  const deactivated = useDeactivatedMembers();
  const verify = useVerifyAuditLog();
  const exporting = useExportAuditLog();
  const ids = { events: useId() };
  const actionRef = useRef<HTMLSelectElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);

  // Every filter and the page live in the address: a reload or a shared link shows the same view.
  // A filter replaces the history entry; a page is one of its own, so Back returns to it.
  const show = (next: AuditFilters, replace: boolean) =>
    setParams(paramsFromFilters(next), { replace });

  const { data, isPlaceholderData } = events;
  const totalPages = data ? pageCount(data.totalCount) : 1;
  const shown = data && rangeLabel(filters.page, data.events.length, data.totalCount);

  const goToPage = (page: number, fromBottom = false) => {
    show({ ...filters, page }, false);
    // From the bottom pager the reader goes back up to the first row of the new page; on the first
    // or last page the button pressed is disabled, which would drop the focus: it goes there too.
    if (fromBottom) tableRef.current?.scrollIntoView?.({ block: 'start' });
    if (fromBottom || page === 1 || page === totalPages)
      tableRef.current?.focus({ preventScroll: true });
  };

  // A page past the end (an old link) shows the last page.
  if (data && !isPlaceholderData && !problem && filters.page > totalPages) {
    return (
      <Navigate
        replace
        to={{ search: paramsFromFilters({ ...filters, page: totalPages }).toString() }}
      />
    );
  }

  const memberError = members.error ?? deactivated.error;
  return (
    <>
      <AuditHeader
        actions={
          <>
            <ExportButton exporting={exporting} query={query} disabled={Boolean(problem)} />
            <VerifyButton verify={verify} />
          </>
        }
      />
      <VerifyResult verify={verify} />
      <ExportError exporting={exporting} />

      <AuditFiltersBar
        filters={filters}
        members={{
          active: members.data?.users ?? [],
          deactivated: deactivated.data?.users ?? [],
          error: memberError ? errorMessage(memberError) : undefined,
        }}
        problem={problem}
        onChange={(patch) => show(changeFilter(filters, patch), true)}
        onClear={() => {
          show(NO_FILTERS, true);
          // The button goes with the filters: focus goes to the first one.
          actionRef.current?.focus();
        }}
        actionRef={actionRef}
      />

      {/* Not a landmark of its own: the table's scrolling region below is the one named "Events". */}
      <section className="panel audit-events">
        <div className="audit-toolbar">
          <h2 id={ids.events}>Events</h2>
          {data && !problem && (
            <>
              {shown && <p className="audit-summary">{shown}</p>}
              <Pagination
                label="Audit log pages, top"
                page={filters.page}
                totalPages={totalPages}
                onPageChange={(page) => goToPage(page)}
              />
            </>
          )}
        </div>
        {problem ? (
          <p className="audit-muted">Choose a range that ends on or after its first day.</p>
        ) : events.isPending ? (
          <LoadingMessage>Loading the audit log…</LoadingMessage>
        ) : !data ? (
          <div className="audit-error">
            <ErrorMessage>Could not load the audit log: {errorMessage(events.error)}</ErrorMessage>
            <button type="button" className="btn" onClick={() => void events.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            {data.events.length === 0 ? (
              <p className="audit-muted audit-empty">{NO_EVENTS}</p>
            ) : (
              <AuditTable
                events={data.events}
                labelledBy={ids.events}
                busy={isPlaceholderData}
                regionRef={tableRef}
              />
            )}
            {/* A later page or a refresh failed: what was loaded stays on screen. */}
            {events.isError && (
              <ErrorMessage>
                Could not load the audit log: {errorMessage(events.error)}
              </ErrorMessage>
            )}
            {totalPages > 1 && (
              <div className="audit-toolbar audit-toolbar-bottom">
                <Pagination
                  label="Audit log pages, bottom"
                  page={filters.page}
                  totalPages={totalPages}
                  onPageChange={(page) => goToPage(page, true)}
                />
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
