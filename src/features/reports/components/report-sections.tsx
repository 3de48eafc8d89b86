import type { ReactNode } from 'react';
import { STAGE_LABELS } from '@/domain/constants';
import type { HiringReport } from '@/domain/reports';
import { BarChart } from './bar-chart';
import {
  formatDays,
  formatShare,
  funnelSummary,
  plural,
  SOURCE_LABELS,
  sourcesSummary,
  timeInStageSummary,
  weekLabel,
  weeklySummary,
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
      <table className="report-table">
        <caption className="visually-hidden">Hiring funnel</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Reached</th>
            <th scope="col">Moved on</th>
            <th scope="col">Rejected here</th>
          </tr>
        </thead>
        <tbody>
          {report.funnel.map((row) => (
            <tr key={row.stage}>
              <th scope="row">{STAGE_LABELS[row.stage]}</th>
              <td>{row.reached}</td>
              <td>{formatShare(row.conversion)}</td>
              <td>{row.rejected}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
      <table className="report-table">
        <caption className="visually-hidden">Time in stage</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Median</th>
            <th scope="col">90th percentile</th>
            <th scope="col">Moves</th>
          </tr>
        </thead>
        <tbody>
          {report.timeInStage.map((row) => (
            <tr key={row.stage}>
              <th scope="row">{STAGE_LABELS[row.stage]}</th>
              <td>{formatDays(row.medianDays)}</td>
              <td>{formatDays(row.p90Days)}</td>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
      note="New candidates in each of the last 12 weeks (weeks start on Monday, UTC), this week last."
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
      <table className="report-table">
        <caption className="visually-hidden">Applications per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Applications</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">
                <time dateTime={week.weekStart}>{weekLabel(week.weekStart)}</time>
              </th>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
        <table className="report-table">
          <caption className="visually-hidden">Source of hire</caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Hires</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {report.sourceOfHire.map((row) => (
              <tr key={row.source}>
                <th scope="row">{SOURCE_LABELS[row.source]}</th>
                <td>{row.count}</td>
                <td>{formatShare(row.count / hires)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="report-total">{plural(hires, 'hire')}</p>
    </ReportCard>
  );
}
