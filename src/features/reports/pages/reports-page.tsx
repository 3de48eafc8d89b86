import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useJobOptions } from '@/api/queries/get-job-options';
import { JobOptions } from '@/components/job-options';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { parsePositiveId } from '@/domain/ids';
import { useSetAddressParam } from '@/lib/use-address-param';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReport } from '../api/get-report';
import {
  FunnelReport,
  SourcesReport,
  TimeReport,
  WeeklyReport,
} from '../components/report-sections';
import { plural } from '../logic/report-text';
import '../reports.css';

/** The hiring reports of all jobs or one (?job=ID, kept in the address like the board's filter). */
export function ReportsPage() {
  useDocumentTitle('Reports');
  const [params] = useSearchParams();
  const jobId = parsePositiveId(params.get('job'));
  const jobs = useJobOptions();
  const report = useReport(jobId);
  const job = jobs.data?.jobs.find((j) => j.id === jobId);

  const setParam = useSetAddressParam();

  return (
    <div className="reports-page">
      <div className="page-header">
        <div>
          <h1>Reports</h1>
          <p>
            How candidates move through hiring
            {job ? ` for ${job.title}` : jobId ? '' : ', across all jobs'}.
          </p>
        </div>
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
      </div>
      {report.isPending ? (
        <LoadingMessage>Loading the reports…</LoadingMessage>
      ) : report.isError ? (
        <ErrorMessage>Could not load the reports: {errorMessage(report.error)}</ErrorMessage>
      ) : (
        <>
          <p className="reports-total" aria-live="polite">
            {plural(report.data.candidates, 'candidate')}
            {report.isPlaceholderData ? ' · updating…' : ''}
          </p>
          <div className="reports-grid" aria-busy={report.isPlaceholderData}>
            <FunnelReport report={report.data} />
            <TimeReport report={report.data} />
            <WeeklyReport report={report.data} />
            <SourcesReport report={report.data} />
          </div>
        </>
      )}
    </div>
  );
}
