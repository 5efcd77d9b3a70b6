import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CreatorAnalytics } from '../../../../contract/creator';
import { formatUsd } from '../../../lib/format';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** "2026-03" → "Mar 26". */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

// Loaded on its own (recharts is large), only when the analytics tab opens.
export default function RevenueChart({ data }: { data: CreatorAnalytics['monthlyRevenue'] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="hsl(var(--border))" vertical={false} />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={{ fill: 'hsl(var(--muted-foreground))', fontSize: 12 }} />
        <YAxis
          tickFormatter={(value: number) => `$${value}`}
          tick={{ fill: 'hsl(var(--muted-foreground))', fontSize: 12 }}
          width={56}
        />
        <Tooltip
          formatter={(value) => [formatUsd(Number(value)), 'Revenue']}
          labelFormatter={(label) => monthLabel(String(label))}
          contentStyle={{
            background: 'hsl(var(--popover))',
            border: '1px solid hsl(var(--border))',
            color: 'hsl(var(--popover-foreground))',
          }}
        />
        <Bar dataKey="revenue" fill="hsl(var(--primary))" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
