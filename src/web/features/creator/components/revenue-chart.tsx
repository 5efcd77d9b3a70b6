import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CreatorAnalytics } from '../../../../contract/creator';
import { formatMonth, formatUsd } from '../../../lib/format';

// Loaded on its own (recharts is large), only when the analytics tab opens.
export default function RevenueChart({ data }: { data: CreatorAnalytics['monthlyRevenue'] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="hsl(var(--border))" vertical={false} />
        <XAxis dataKey="month" tickFormatter={formatMonth} tick={{ fill: 'hsl(var(--muted-foreground))', fontSize: 12 }} />
        <YAxis
          tickFormatter={(value: number) => `$${value}`}
          tick={{ fill: 'hsl(var(--muted-foreground))', fontSize: 12 }}
          width={56}
        />
        <Tooltip
          formatter={(value) => [formatUsd(Number(value)), 'Revenue']}
          labelFormatter={(label) => formatMonth(String(label))}
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
