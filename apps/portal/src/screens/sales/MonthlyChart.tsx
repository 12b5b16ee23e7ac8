import { formatRand } from '../../lib/format-rand.ts';

interface Month {
  month: string;
  profit: number;
  quantity: number;
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** `2026-11` as `Nov 2026`. */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? ''} ${year}`;
}

const HEIGHT = 160;
const BAR = 28;
const GAP = 12;

/**
 * The royalties kept per month as bars (the last 12 months that sold). The figure is a
 * picture of the table beside it, so screen readers get the table, not the drawing.
 */
export function MonthlyChart({ months }: { months: readonly Month[] }) {
  const shown = months.slice(-12);
  const highest = Math.max(1, ...shown.map((month) => month.profit));
  const width = shown.length * (BAR + GAP) + GAP;
  return (
    <figure className="app-chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 24}`}
        width={width}
        height={HEIGHT + 24}
        aria-hidden="true"
        focusable="false"
      >
        {shown.map((month, index) => {
          const height = Math.max(0, (month.profit / highest) * HEIGHT);
          const x = GAP + index * (BAR + GAP);
          return (
            <g key={month.month}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={BAR}
                height={height}
                rx={3}
                className="app-chart__bar"
              >
                <title>{`${monthName(month.month)}: ${formatRand(month.profit)}`}</title>
              </rect>
              <text
                x={x + BAR / 2}
                y={HEIGHT + 16}
                textAnchor="middle"
                className="app-chart__label"
              >
                {monthName(month.month).slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>Royalties you keep per month (returns taken off)</figcaption>
    </figure>
  );
}
