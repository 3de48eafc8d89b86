import {
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartOptions,
  type Plugin,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';

// Only what bar charts need: Chart.js leaves the rest out of this page's bundle.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The performance mark the benches read: when the page first drew a chart. */
export const FIRST_CHART_MARK = 'talentflow:first-chart';

const firstDraw: Plugin<'bar'> = {
  id: 'talentflowFirstDraw',
  afterRender(chart) {
    if (performance.getEntriesByName(FIRST_CHART_MARK, 'mark').length === 0)
      performance.mark(FIRST_CHART_MARK);
    chart.canvas.dataset.drawn = 'true';
  },
};

export interface Series {
  label: string;
  /** null draws no bar: nothing was measured (which is not zero). */
  values: ReadonlyArray<number | null>;
  color: string;
}

interface BarChartProps {
  labels: readonly string[];
  series: readonly Series[];
  /** What the chart shows, in words: the canvas stands for it as an image. */
  summary: string;
  /** Bars along the y axis (a funnel, a ranking) instead of columns. */
  horizontal?: boolean;
  /** A unit shown with values in tooltips ("days"). */
  unit?: string;
}

/**
 * A bar chart drawn on a canvas by Chart.js. Canvas is an image to assistive technology: each chart
 * carries its summary as its name, and its section shows the same figures as a table beside it.
 */
export function BarChart({ labels, series, summary, horizontal = false, unit }: BarChartProps) {
  const data = useMemo(
    () => ({
      labels: [...labels],
      datasets: series.map((s) => ({
        label: s.label,
        data: [...s.values],
        backgroundColor: s.color,
        borderRadius: 4,
        maxBarThickness: 36,
      })),
    }),
    [labels, series],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      // Figures, not a show: drawn at once, and nothing moves for those who prefer it still.
      animation: false,
      plugins: {
        legend: { display: series.length > 1, position: 'bottom', labels: { boxWidth: 12 } },
        tooltip: {
          callbacks: unit
            ? { label: (item) => `${item.dataset.label}: ${item.formattedValue} ${unit}` }
            : {},
        },
      },
      scales: {
        [horizontal ? 'x' : 'y']: {
          beginAtZero: true,
          ticks: { precision: 0 },
          grid: { color: '#e2e5ef' },
        },
        [horizontal ? 'y' : 'x']: { grid: { display: false } },
      },
    }),
    [horizontal, series.length, unit],
  );
  return (
    <div className="bar-chart">
      <Bar data={data} options={options} plugins={[firstDraw]} role="img" aria-label={summary} />
    </div>
  );
}
