import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useJobOptions } from '@/api/queries/get-job-options';
import { JobOptions } from '@/components/job-options';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { DayField } from '@/components/day-field';
import { parsePositiveId } from '@/domain/ids';
import { useSetAddressParam } from '@/lib/use-address-param';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReport } from '../api/get-report';
import {
  FunnelReport,
  JobStagesReport,
  OffersReport,
  RejectionReasonsReport,
  SourcesReport,
  TimeReport,
  WeeklyReport,
} from '../components/report-sections';
import {
  isPeriod,
  PERIODS,
  periodRange,
  rangeProblem,
  rangeText,
  type PeriodId,
} from '../logic/periods';
import { plural } from '../logic/report-text';
import '../reports.css';

/**
 * The hiring reports of all jobs or one (?job=ID), over all time or the applications of a period
 * (?period=…, and ?from=&to= for a custom range): all kept in the address, like the board's filter.
 */
export function ReportsPage() {
  useDocumentTitle('Reports');
  const [params, setParams] = useSearchParams();
  const jobId = parsePositiveId(params.get('job'));
  const chosen = params.get('period');
  const period: PeriodId = isPeriod(chosen) ? chosen : 'all';
  const typedFrom = params.get('from') ?? undefined;
  const typedTo = params.get('to') ?? undefined;
  const range = useMemo(
    () => periodRange(period, new Date(), { from: typedFrom, to: typedTo }),
    [period, typedFrom, typedTo],
  );
  const problem = rangeProblem(range);
  const jobs = useJobOptions();
  const report = useReport(jobId, range, !problem);
  const job = jobs.data?.jobs.find((j) => j.id === jobId);
  const setParam = useSetAddressParam();

  /** A new period; a custom range starts from the days shown until now. */
  const choosePeriod = (next: PeriodId) =>
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        address.delete('from');
        address.delete('to');
        if (next === 'all') address.delete('period');
        else address.set('period', next);
        if (next === 'custom') {
          if (range.from) address.set('from', range.from);
          if (range.to) address.set('to', range.to);
        }
        return address;
      },
      { replace: true },
    );

  const days = rangeText(range);
  return (
    <div className="reports-page">
      <div className="page-header">
        <div>
          <h1>Reports</h1>
          <p>
            How candidates move through hiring
            {job ? ` for ${job.title}` : jobId ? '' : ', across all jobs'}
            {days ? `: candidates who ${days}` : ''}.
          </p>
        </div>
        <div className="reports-filters">
          <div className="reports-filter">
            <label htmlFor="report-job">Job</label>
            <select
              id="report-job"
              value={jobId ?? ''}
              onChange={(event) => setParam('job', event.target.value)}
            >
              <JobOptions jobs={jobs.data?.jobs} />
            </select>
          </div>
          <div className="reports-filter">
            <label htmlFor="report-period">Period</label>
            <select
              id="report-period"
              value={period}
              onChange={(event) => choosePeriod(event.target.value as PeriodId)}
            >
              {PERIODS.map(({ id, label }) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {period === 'custom' && (
            <>
              <DayField
                id="report-from"
                label="From"
                value={typedFrom}
                max={range.to}
                invalid={!!problem}
                describedBy={problem ? 'report-range-problem' : undefined}
                className="reports-filter"
                onChange={(day) => setParam('from', day)}
              />
              <DayField
                id="report-to"
                label="To"
                value={typedTo}
                min={range.from}
                invalid={!!problem}
                describedBy={problem ? 'report-range-problem' : undefined}
                className="reports-filter"
                onChange={(day) => setParam('to', day)}
              />
            </>
          )}
        </div>
      </div>
      {problem ? (
        <p id="report-range-problem" className="field-error" role="alert">
          {problem}
        </p>
      ) : report.isPending ? (
        <LoadingMessage>Loading the reports…</LoadingMessage>
      ) : report.isError ? (
        <ErrorMessage>Could not load the reports: {errorMessage(report.error)}</ErrorMessage>
      ) : (
        <>
          <p className="reports-total" aria-live="polite">
            {plural(report.data.candidates, 'candidate')}
            {/* Withdrawn applications are erased, so no other figure here counts them. */}
            <span>
              {' · '}Withdrawn by applicants: {report.data.withdrawals.toLocaleString('en')}
            </span>
            {report.isPlaceholderData ? ' · updating…' : ''}
          </p>
          <div className="reports-grid" aria-busy={report.isPlaceholderData}>
            <FunnelReport report={report.data} />
            <JobStagesReport report={report.data} />
            <TimeReport report={report.data} />
            <WeeklyReport report={report.data} />
            <SourcesReport report={report.data} />
            <RejectionReasonsReport report={report.data} />
            <OffersReport report={report.data} />
          </div>
        </>
      )}
    </div>
  );
}
