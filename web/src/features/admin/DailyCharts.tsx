import type { DailyPoint } from '@droidforge/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const short = (date: string) => date.slice(5);
const axis = { tick: { fontSize: 11 }, stroke: '#64748b' };

interface Series {
  key: keyof DailyPoint;
  name: string;
  color: string;
}

/** One chart of the dashboard: lines or bars over the days; two or more series get a legend and stacked bars. */
interface ChartSpec {
  title: string;
  kind: 'line' | 'bar';
  series: Series[];
  /** Counts of things (sign-ups, builds): a narrow axis without decimals. */
  counts?: boolean;
}

const CHARTS: ChartSpec[] = [
  { title: 'Sign-ups and generations', kind: 'line', counts: true, series: [{ key: 'signups', name: 'Sign-ups', color: '#047857' }, { key: 'generations', name: 'Generations', color: '#2563eb' }] },
  { title: 'Builds', kind: 'bar', counts: true, series: [{ key: 'buildsOk', name: 'Succeeded', color: '#16a34a' }, { key: 'buildsFailed', name: 'Failed', color: '#dc2626' }] },
  { title: 'Credits spent', kind: 'bar', series: [{ key: 'creditsSpent', name: 'Credits spent', color: '#7c3aed' }] },
  { title: 'Revenue (USD)', kind: 'line', series: [{ key: 'revenue', name: 'Revenue', color: '#b45309' }] },
];

/** Beyond the spec: the last 30 days, one point a day. */
export function DailyCharts({ days }: { days: DailyPoint[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {CHARTS.map((spec) => (
        <ChartCard key={spec.title} title={spec.title}>
          <DailyChart spec={spec} days={days} />
        </ChartCard>
      ))}
    </div>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <div className="mt-2 h-56">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function DailyChart({ spec, days }: { spec: ChartSpec; days: DailyPoint[] }) {
  const Chart = spec.kind === 'line' ? LineChart : BarChart;
  const stacked = spec.series.length > 1;
  return (
    <Chart data={days}>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey="date" tickFormatter={short} {...axis} />
      {spec.counts ? <YAxis allowDecimals={false} width={32} {...axis} /> : <YAxis width={48} {...axis} />}
      <Tooltip />
      {stacked && <Legend />}
      {spec.series.map((s) =>
        spec.kind === 'line' ? (
          <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={s.color} dot={false} />
        ) : (
          <Bar key={s.key} dataKey={s.key} name={s.name} stackId={stacked ? 'b' : undefined} fill={s.color} />
        ),
      )}
    </Chart>
  );
}
