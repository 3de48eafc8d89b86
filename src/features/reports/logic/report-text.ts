import { STAGE_LABELS } from '@/domain/constants';
import type { OfferTotals } from '@/domain/offers';
import type { HireSource, HiringReport } from '@/domain/reports';
import { CANDIDATE_SOURCE_LABELS } from '@/domain/types';
import { formatMonthDay } from '@/lib/format-date-time';

/** How the reports put figures into words: the tables, and the text that stands for each chart. */

export const SOURCE_LABELS: Record<HireSource, string> = {
  ...CANDIDATE_SOURCE_LABELS,
  unknown: 'Not recorded',
};

/** "1 day", "2.5 days"; "Not measured" when there was nothing to measure. */
export function formatDays(days: number | null): string {
  if (days === null) return 'Not measured';
  return days === 1 ? '1 day' : `${days} days`;
}

/** A share as a whole percentage ("67%"); a dash when there is none. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** A week by its Monday (YYYY-MM-DD), in the viewer's locale: "Nov 16". */
export const weekLabel = (weekStart: string): string => formatMonthDay(weekStart);

import { plural } from '@/domain/text';

export { plural };

/** What the funnel chart shows, in words. */
export function funnelSummary(report: HiringReport): string {
  const steps = report.funnel.map((row, i) => {
    const previous = report.funnel[i - 1];
    const share = previous
      ? ` (${formatShare(previous.conversion)} of ${STAGE_LABELS[previous.stage]})`
      : '';
    return `${STAGE_LABELS[row.stage]} ${row.reached}${share}`;
  });
  return `Hiring funnel, candidates who reached each stage: ${steps.join(', ')}.`;
}

export function timeInStageSummary(report: HiringReport): string {
  const stages = report.timeInStage.map((row) =>
    row.count === 0
      ? `${STAGE_LABELS[row.stage]} not measured yet`
      : `${STAGE_LABELS[row.stage]} median ${formatDays(row.medianDays)}, 90th percentile ${formatDays(row.p90Days)}`,
  );
  return `Time in stage: ${stages.join('; ')}.`;
}

/** The chart's words for a job's own stages: who entered each, and their median stay. */
export function jobStagesSummary(stages: NonNullable<HiringReport['stages']>): string {
  const parts = stages.map(
    (row) =>
      `${row.name} entered by ${plural(row.entered, 'candidate')}${row.count === 0 ? '' : `, median stay ${formatDays(row.medianDays)}`}`,
  );
  return `This job’s stages: ${parts.join('; ')}.`;
}

/** A sentence ended with one period: a date in some locales ends with one already ("29. Nov."). */
const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

export function weeklySummary(report: HiringReport): string {
  const total = report.applicationsPerWeek.reduce((sum, week) => sum + week.count, 0);
  const busiest = report.applicationsPerWeek.reduce((best, week) =>
    week.count > best.count ? week : best,
  );
  const span = weeksSpan(report);
  return sentence(
    total === 0
      ? `Applications per week: none in ${span}`
      : `Applications per week: ${plural(total, 'application')} in ${span}, the most (${busiest.count}) in the week of ${weekLabel(busiest.weekStart)}`,
  );
}

/** The weeks a report shows: "the last 12 weeks", or a range's ("the 13 weeks from Sep 29"). */
export function weeksSpan(report: HiringReport): string {
  const weeks = report.applicationsPerWeek;
  if (report.from === null && report.to === null) return `the last ${weeks.length} weeks`;
  const first = weekLabel(weeks[0]!.weekStart);
  return weeks.length === 1 ? `the week of ${first}` : `the ${weeks.length} weeks from ${first}`;
}

export function sourcesSummary(report: HiringReport): string {
  if (report.sourceOfHire.length === 0) return 'Source of hire: no hires yet.';
  return `Source of hire: ${report.sourceOfHire.map((row) => `${SOURCE_LABELS[row.source]} ${row.count}`).join(', ')}.`;
}

/** What the offers chart shows, in words: how many were sent, accepted and declined. */
export function offersSummary(offers: OfferTotals): string {
  const rate =
    offers.acceptanceRate === null
      ? 'none answered yet'
      : `${formatShare(offers.acceptanceRate)} of those answered accepted`;
  return `Offers: ${offers.sent} sent, ${offers.accepted} accepted, ${offers.declined} declined; ${rate}.`;
}
