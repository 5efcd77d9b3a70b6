import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EnterprisePoint } from '../../../../contract/enterprise';
import { formatUsd } from '../../../lib/format';

export interface SeriesLine {
  key: keyof EnterprisePoint;
  name: string;
  color: string;
  money: boolean;
}

const axisTick = { fill: 'hsl(var(--muted-foreground))', fontSize: 12 };

// Loaded on its own (recharts is large). Hidden from screen readers and out of the tab order (no keyboard
// layer): the table beside it holds the same figures.
export default function SeriesChart({ points, lines }: { points: EnterprisePoint[]; lines: SeriesLine[] }) {
  const data = points.map((point) => ({
    start: point.start,
    ...Object.fromEntries(lines.map((line) => [line.key, Number(point[line.key])])),
  }));
  const money = lines.every((line) => line.money);
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="hsl(var(--border))" vertical={false} />
          <XAxis dataKey="start" tick={axisTick} minTickGap={24} />
          <YAxis tickFormatter={(value: number) => (money ? `$${value}` : String(value))} tick={axisTick} width={64} />
          <Tooltip
            formatter={(value, name) => [money ? formatUsd(Number(value)) : String(value), name]}
            contentStyle={{
              background: 'hsl(var(--popover))',
              border: '1px solid hsl(var(--border))',
              color: 'hsl(var(--popover-foreground))',
            }}
          />
          <Legend />
          {lines.map((line) => (
            <Bar key={line.key} dataKey={line.key} name={line.name} fill={line.color} radius={[3, 3, 0, 0]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
