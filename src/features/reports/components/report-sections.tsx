import { useRef, type ReactNode } from 'react';
import { toCsv } from '@/domain/csv';
import { saveBlob } from '@/lib/save-file';
import { STAGE_LABELS } from '@/domain/constants';
import type { HiringReport } from '@/domain/reports';
import type { ReportAnswer } from '../api/get-report';
import { BarChart } from './bar-chart';
import { rangeSlug } from '../logic/periods';
import {
  formatDays,
  formatShare,
  funnelSummary,
  jobStagesSummary,
  offersSummary,
  plural,
  SOURCE_LABELS,
  sourcesSummary,
  timeInStageSummary,
  weekLabel,
  weeklySummary,
  weeksSpan,
} from '../logic/report-text';

const PRIMARY = '#4338ca';
// A second series in another hue, dark enough to stand out from white (over 3:1) and from PRIMARY.
const SECOND = '#0f766e';

/** One report: its heading, a line on what it counts, the chart, and the same figures as a table. */
function ReportCard({
  id,
  title,
  note,
  chart,
  children,
}: {
  id: string;
  title: string;
  note: string;
  chart: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="panel report-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="report-note">{note}</p>
      <div className="report-body">
        <figure className="report-figure">{chart}</figure>
        <div className="report-data">{children}</div>
      </div>
    </section>
  );
}

interface TableRow {
  key: string;
  /** The row's header cell: what the figures are of. */
  name: ReactNode;
  cells: ReactNode[];
}

/** A report's job and days in a file's name: "job-3-2026-10-01-to-2026-12-31", "all-jobs". */
function scopeOf(report: HiringReport): string {
  const days = rangeSlug({ from: report.from ?? undefined, to: report.to ?? undefined });
  return `${report.jobId === null ? 'all-jobs' : `job-${report.jobId}`}${days && `-${days}`}`;
}

/** The table as shown, cell by cell, as a CSV download named after it and the report's scope. */
function downloadTable(table: HTMLTableElement, caption: string, scope: string) {
  const rows = [...table.querySelectorAll('thead tr, tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
  );
  const slug = caption.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  saveBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), `${slug}-${scope}.csv`);
}

/**
 * A report's figures as a table: a caption for assistive technology, column and row headers, and
 * a CSV download of what it shows.
 */
function ReportTable({
  caption,
  columns,
  rows,
  scope,
}: {
  caption: string;
  columns: string[];
  rows: TableRow[];
  /** The report's job and days, for the download's name (scopeOf). */
  scope: string;
}) {
  const table = useRef<HTMLTableElement>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm report-download"
        aria-label={`Download CSV: ${caption}`}
        onClick={() => table.current && downloadTable(table.current, caption, scope)}
      >
        Download CSV
      </button>
      <table ref={table} className="report-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function FunnelReport({ report }: { report: HiringReport }) {
  return (
    <ReportCard
      id="report-funnel"
      title="Hiring funnel"
      note="Candidates who reached each stage or a later one, and the share of them who moved on to the next."
      chart={
        <BarChart
          horizontal
          summary={funnelSummary(report)}
          labels={report.funnel.map((row) => STAGE_LABELS[row.stage])}
          series={[
            {
              label: 'Candidates',
              values: report.funnel.map((row) => row.reached),
              color: PRIMARY,
            },
          ]}
        />
      }
    >
      <ReportTable
        caption="Hiring funnel"
        scope={scopeOf(report)}
        columns={['Stage', 'Reached', 'Moved on', 'Rejected here']}
        rows={report.funnel.map((row) => ({
          key: row.stage,
          name: STAGE_LABELS[row.stage],
          cells: [row.reached, formatShare(row.conversion), row.rejected],
        }))}
      />
    </ReportCard>
  );
}

/** A job with its own stages: each stage in its order, who entered it, and how long they stayed. */
export function JobStagesReport({ report }: { report: HiringReport }) {
  const stages = report.stages;
  if (!stages) return null;
  return (
    <ReportCard
      id="report-stages"
      title="This job’s stages"
      note="Candidates who entered each of the job’s stages (a stage may be skipped), and the days they stayed in it before moving on."
      chart={
        <BarChart
          horizontal
          summary={jobStagesSummary(stages)}
          labels={stages.map((row) => row.name)}
          series={[
            {
              label: 'Entered',
              values: stages.map((row) => row.entered),
              color: PRIMARY,
            },
          ]}
        />
      }
    >
      <ReportTable
        caption="This job’s stages"
        scope={scopeOf(report)}
        columns={['Stage', 'Category', 'Entered', 'Median stay', '90th percentile', 'Stays']}
        rows={stages.map((row) => ({
          key: row.id,
          name: row.name,
          cells: [
            STAGE_LABELS[row.category],
            row.entered,
            formatDays(row.medianDays),
            formatDays(row.p90Days),
            row.count,
          ],
        }))}
      />
    </ReportCard>
  );
}

export function TimeReport({ report }: { report: HiringReport }) {
  const { timeToHire } = report;
  return (
    <ReportCard
      id="report-time"
      title="Time in stage and time to hire"
      note="Days spent in a stage before moving on, and from applying to being hired, for candidates hired now."
      chart={
        <BarChart
          unit="days"
          summary={timeInStageSummary(report)}
          labels={report.timeInStage.map((row) => STAGE_LABELS[row.stage])}
          series={[
            {
              label: 'Median',
              values: report.timeInStage.map((row) => row.medianDays ?? 0),
              color: PRIMARY,
            },
            {
              label: '90th percentile',
              values: report.timeInStage.map((row) => row.p90Days),
              color: SECOND,
            },
          ]}
        />
      }
    >
      <ReportTable
        caption="Time in stage"
        scope={scopeOf(report)}
        columns={['Stage', 'Median', '90th percentile', 'Moves']}
        rows={report.timeInStage.map((row) => ({
          key: row.stage,
          name: STAGE_LABELS[row.stage],
          cells: [formatDays(row.medianDays), formatDays(row.p90Days), row.count],
        }))}
      />
      <section className="report-hire" aria-labelledby="report-hire-title">
        <h3 id="report-hire-title">Time to hire</h3>
        <dl className="report-stats">
          <div>
            <dt>Median time to hire</dt>
            <dd>{formatDays(timeToHire.medianDays)}</dd>
          </div>
          <div>
            <dt>90th percentile</dt>
            <dd>{formatDays(timeToHire.p90Days)}</dd>
          </div>
          <div>
            <dt>Hires measured</dt>
            <dd>{timeToHire.count}</dd>
          </div>
        </dl>
      </section>
    </ReportCard>
  );
}

export function WeeklyReport({ report }: { report: HiringReport }) {
  const weeks = report.applicationsPerWeek;
  return (
    <ReportCard
      id="report-weekly"
      title="Applications per week"
      note={
        report.from === null && report.to === null
          ? 'New candidates in each of the last 12 weeks (weeks start on Monday, UTC), this week last.'
          : `New candidates of the period, week by week over ${weeksSpan(report)} (weeks start on Monday, UTC).`
      }
      chart={
        <BarChart
          summary={weeklySummary(report)}
          labels={weeks.map((week) => weekLabel(week.weekStart))}
          series={[
            { label: 'Applications', values: weeks.map((week) => week.count), color: PRIMARY },
          ]}
        />
      }
    >
      <ReportTable
        caption="Applications per week"
        scope={scopeOf(report)}
        columns={['Week of', 'Applications']}
        rows={weeks.map((week) => ({
          key: week.weekStart,
          name: <time dateTime={week.weekStart}>{weekLabel(week.weekStart)}</time>,
          cells: [week.count],
        }))}
      />
    </ReportCard>
  );
}

export function SourcesReport({ report }: { report: HiringReport }) {
  const hires = report.sourceOfHire.reduce((sum, row) => sum + row.count, 0);
  return (
    <ReportCard
      id="report-sources"
      title="Source of hire"
      note="Where the candidates hired now came from."
      chart={
        <BarChart
          horizontal
          summary={sourcesSummary(report)}
          labels={report.sourceOfHire.map((row) => SOURCE_LABELS[row.source])}
          series={[
            { label: 'Hires', values: report.sourceOfHire.map((row) => row.count), color: PRIMARY },
          ]}
        />
      }
    >
      {hires === 0 ? (
        <p className="report-empty">No hires yet.</p>
      ) : (
        <ReportTable
          caption="Source of hire"
          scope={scopeOf(report)}
          columns={['Source', 'Hires', 'Share']}
          rows={report.sourceOfHire.map((row) => ({
            key: row.source,
            name: SOURCE_LABELS[row.source],
            cells: [row.count, formatShare(row.count / hires)],
          }))}
        />
      )}
      <p className="report-total">{plural(hires, 'hire')}</p>
    </ReportCard>
  );
}

/** Why candidates were turned down, by the furthest stage they had reached. */
export function RejectionReasonsReport({ report }: { report: HiringReport }) {
  const rows = report.rejectionReasons;
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const stages = report.funnel.map((row) => row.stage).filter((stage) => stage !== 'hired');
  return (
    <ReportCard
      id="report-reasons"
      title="Rejection reasons"
      note="Candidates rejected now with a reason, by the furthest stage they had reached."
      chart={
        <BarChart
          horizontal
          summary={
            total === 0
              ? 'Rejection reasons: none given yet.'
              : `Rejection reasons: ${rows.map((row) => `${row.reason} ${row.total}`).join(', ')}.`
          }
          labels={rows.map((row) => row.reason)}
          series={[{ label: 'Rejected', values: rows.map((row) => row.total), color: PRIMARY }]}
        />
      }
    >
      {total === 0 ? (
        <p className="report-empty">No rejections with a reason yet.</p>
      ) : (
        <ReportTable
          caption="Rejection reasons by stage"
          scope={scopeOf(report)}
          columns={['Reason', ...stages.map((stage) => STAGE_LABELS[stage]), 'Total']}
          rows={rows.map((row) => ({
            key: row.reason,
            name: row.reason,
            cells: [...stages.map((stage) => row.byStage[stage]), row.total],
          }))}
        />
      )}
      <p className="report-total">{plural(total, 'rejection')}</p>
    </ReportCard>
  );
}

/** Offers sent, accepted and declined in the period, and the reasons candidates gave to decline. */
export function OffersReport({ report }: { report: ReportAnswer }) {
  const offers = report.offers;
  if (!offers) return null;
  const reasons = offers.declineReasons;
  return (
    <ReportCard
      id="report-offers"
      title="Offers"
      note={
        report.from === null && report.to === null
          ? 'Offers sent to candidates, and those they accepted or declined.'
          : 'Offers sent in the period, and those accepted or declined in it, by the day each happened.'
      }
      chart={
        <BarChart
          horizontal
          summary={offersSummary(offers)}
          labels={['Sent', 'Accepted', 'Declined']}
          series={[
            {
              label: 'Offers',
              values: [offers.sent, offers.accepted, offers.declined],
              color: PRIMARY,
            },
          ]}
        />
      }
    >
      <dl className="report-stats report-stats-wide">
        <div>
          <dt>Sent</dt>
          <dd>{offers.sent.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Accepted</dt>
          <dd>{offers.accepted.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Declined</dt>
          <dd>{offers.declined.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Acceptance rate</dt>
          <dd>{formatShare(offers.acceptanceRate)}</dd>
        </div>
      </dl>
      <section className="report-declines" aria-labelledby="report-declines-title">
        <h3 id="report-declines-title">Why offers were declined</h3>
        {reasons.length === 0 ? (
          <p className="report-empty">No offer was declined in this period.</p>
        ) : (
          <ReportTable
            caption="Offer decline reasons"
            scope={scopeOf(report)}
            columns={['Reason', 'Declined']}
            rows={reasons.map((row) => ({
              key: row.reason,
              name: row.reason,
              cells: [row.count],
            }))}
          />
        )}
      </section>
    </ReportCard>
  );
}
