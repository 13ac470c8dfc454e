/**
 * A bar chart of 報表 (docs/features.md "Reports"; ADR 030): Chart.js through react-chartjs-2, with only
 * the bar chart's parts registered so the bundle stays small. Loaded lazily by the 報表 page alone, so no
 * other console screen downloads it. The figures are in the page's tables too (the canvas is an image to
 * a screen reader, named by `label`).
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export default function ReportChart({
  label,
  labels,
  values,
  format,
}: {
  /** What the chart shows, for a screen reader. */
  label: string;
  labels: string[];
  values: number[];
  /** How a value reads on the axis and in the tooltip (TWD with thousands separators, a count). */
  format: (value: number) => string;
}) {
  return (
    <div className="relative h-64 w-full">
      <Bar
        role="img"
        aria-label={label}
        data={{
          labels,
          datasets: [
            { label, data: values, backgroundColor: '#4499a9', borderRadius: 3, maxBarThickness: 48 },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (ctx) => format(Number(ctx.parsed.y)) } },
          },
          scales: {
            x: { grid: { display: false } },
            y: { beginAtZero: true, ticks: { precision: 0, callback: (v) => format(Number(v)) } },
          },
        }}
      />
    </div>
  );
}
