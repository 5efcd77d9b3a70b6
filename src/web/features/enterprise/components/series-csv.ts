import type { EnterpriseMetrics } from '../../../../contract/enterprise';

const COLUMNS = ['start', 'grossSales', 'refunds', 'netRevenue', 'salesCount', 'refundCount', 'payouts'] as const;

/** The charted series as CSV (one row per day or week, dollars with two decimals). */
export function seriesCsv(metrics: EnterpriseMetrics): string {
  const header = [metrics.interval === 'day' ? 'day' : 'week_starting', ...COLUMNS.slice(1)].join(',');
  const rows = metrics.series.map((point) => COLUMNS.map((column) => point[column]).join(','));
  return `${[header, ...rows].join('\n')}\n`;
}

/** Saves the CSV in the browser: the figures are already on the page, so no second request. */
export function downloadSeriesCsv(metrics: EnterpriseMetrics): void {
  const url = URL.createObjectURL(new Blob([seriesCsv(metrics)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `enterprise-${metrics.range.from}-to-${metrics.range.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
