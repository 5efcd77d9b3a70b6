import { Download, Lock, ShieldAlert, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import {
  ENTERPRISE_DEFINITIONS,
  type EnterpriseMetrics,
  type EnterpriseRange,
  type EnterpriseSummary,
  enterpriseRangeQuery,
} from '../../../../contract/enterprise';
import { ListState } from '../../../components/list-state';
import { NoticeCard } from '../../../components/notice-card';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEnterpriseMetrics, useEnterpriseSummary } from '../api/get-enterprise';
import { FigureCard, FigureGrid } from '../components/figure-card';
import { downloadSeriesCsv } from '../components/series-csv';
import { SeriesSection } from '../components/series-section';

const money = (value: string | null) => (value === null ? null : formatUsd(value));
const percent = (value: number | null) => (value === null ? null : `${value}%`);
const change = (value: number | null) => (value === null ? null : `${value > 0 ? '+' : ''}${value}%`);
const outOf = (value: number | null, scale: number) => (value === null ? null : `${value} / ${scale}`);
const days = (value: number | null) => (value === null ? null : `${value} days`);

export default function EnterprisePage() {
  useDocumentTitle('Enterprise insights');
  const { user, isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!isAuthenticated || !user) {
    return (
      <NoticeCard
        icon={Lock}
        title="Authentication Required"
        actions={
          <Button asChild>
            <a href={paths.login}>Sign In</a>
          </Button>
        }
      >
        Please sign in to access business insights.
      </NoticeCard>
    );
  }
  // Hiding the figures is only courtesy: the enterprise API refuses anyone but an admin.
  if (!user.isAdmin) {
    return (
      <NoticeCard
        icon={ShieldAlert}
        title="Access Restricted"
        actions={
          <Button asChild>
            <Link href={paths.home}>Back to the marketplace</Link>
          </Button>
        }
      >
        This section contains sensitive business intelligence data.
      </NoticeCard>
    );
  }
  return <EnterpriseDashboard />;
}

function EnterpriseDashboard() {
  const [range, setRange] = useState<EnterpriseRange>(() => enterpriseRangeQuery.parse({}));
  const metrics = useEnterpriseMetrics(range);
  const summary = useEnterpriseSummary(range);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Enterprise insights</h1>
        <p className="mt-1 text-muted-foreground">
          This marketplace’s figures, computed from its own database. Each one says how it is counted.
        </p>
      </div>
      <RangeForm range={range} onChange={setRange} />
      {metrics.isError || summary.isError ? (
        <NoticeCard icon={TriangleAlert} title="Enterprise metrics unavailable" actions={null}>
          The figures could not be loaded. Reload the page to try again.
        </NoticeCard>
      ) : metrics.data && summary.data ? (
        <Dashboard metrics={metrics.data} summary={summary.data} />
      ) : (
        <ListState loading failed={false} what="The enterprise figures" empty="" />
      )}
    </div>
  );
}

function RangeForm({ range, onChange }: { range: EnterpriseRange; onChange: (range: EnterpriseRange) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the same rules (the contract's schema); this only answers sooner.
    const parsed = enterpriseRangeQuery.safeParse({ from, to });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Choose a valid period');
    setError(null);
    onChange(parsed.data);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Period">
      <div className="space-y-1">
        <Label htmlFor="enterprise-from">From</Label>
        <Input id="enterprise-from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} required />
      </div>
      <div className="space-y-1">
        <Label htmlFor="enterprise-to">To</Label>
        <Input id="enterprise-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} required />
      </div>
      <Button type="submit">Show period</Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Dashboard({ metrics, summary }: { metrics: EnterpriseMetrics; summary: EnterpriseSummary }) {
  const m = metrics.metrics;
  const totals = metrics.totals;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          {metrics.range.from} to {metrics.range.to} (UTC days).{' '}
          {metrics.refreshedAt
            ? `Daily totals recomputed ${formatDateTime(metrics.refreshedAt)}; today’s on every visit, earlier days every hour.`
            : null}
        </p>
        <Button variant="outline" onClick={() => downloadSeriesCsv(metrics)}>
          <Download aria-hidden="true" className="h-4 w-4" /> Download CSV
        </Button>
      </div>
      <Tabs defaultValue="performance">
        <TabsList aria-label="Enterprise insights">
          <TabsTrigger value="performance">Performance</TabsTrigger>
          <TabsTrigger value="competitive">Competitive Edge</TabsTrigger>
          <TabsTrigger value="creators">Creator Success</TabsTrigger>
          <TabsTrigger value="efficiency">Platform Efficiency</TabsTrigger>
        </TabsList>

        <TabsContent value="performance" className="mt-4 space-y-6">
          <FigureGrid>
            <FigureCard figure="netRevenue" label="Net revenue" value={money(totals.netRevenue)} />
            <FigureCard figure="grossSales" label="Gross sales" value={money(totals.grossSales)} />
            <FigureCard figure="refunds" label="Refunds" value={money(totals.refunds)} />
            <FigureCard figure="salesCount" label="Sales" value={String(totals.salesCount)} />
            <FigureCard figure="refundCount" label="Refunded sales" value={String(totals.refundCount)} />
            <FigureCard figure="payouts" label="Payouts to creators" value={money(totals.payouts)} />
            <FigureCard figure="revenueGrowthRate" label="Revenue growth" value={change(m.revenueGrowthRate)} />
            <FigureCard
              figure="monthlyRecurringRevenue"
              label="Monthly recurring revenue"
              value={money(m.monthlyRecurringRevenue)}
            />
            <FigureCard figure="avgOrderValue" label="Average order value" value={money(m.avgOrderValue)} />
          </FigureGrid>
          <SeriesSection
            title="Revenue and refunds"
            metrics={metrics}
            lines={[
              { key: 'grossSales', name: 'Gross sales', color: 'hsl(var(--primary))', money: true },
              { key: 'refunds', name: 'Refunds', color: 'hsl(var(--destructive))', money: true },
              { key: 'payouts', name: 'Payouts', color: 'hsl(var(--muted-foreground))', money: true },
            ]}
          />
          <SeriesSection
            title="Sales and refunded sales"
            metrics={metrics}
            lines={[
              { key: 'salesCount', name: 'Sales', color: 'hsl(var(--primary))', money: false },
              { key: 'refundCount', name: 'Refunded sales', color: 'hsl(var(--destructive))', money: false },
            ]}
          />
        </TabsContent>

        <TabsContent value="competitive" className="mt-4 space-y-6">
          <FigureGrid>
            <FigureCard figure="takeRate" label="Take rate" value={percent(totals.takeRate)} />
            <FigureCard figure="platformFees" label="Platform fees" value={money(totals.platformFees)} />
            <FigureCard figure="marketPenetrationGrowth" label="Buyer growth" value={change(m.marketPenetrationGrowth)} />
            <FigureCard figure="premiumPricingMultiplier" label="Premium pricing multiplier" value={null} />
            <FigureCard
              figure="competitorAdvantageScore"
              label="Competitor advantage score"
              value={outOf(m.competitorAdvantageScore, 10)}
            />
            <FigureCard
              figure="customerAcquisitionCost"
              label="Customer acquisition cost"
              value={money(m.customerAcquisitionCost)}
            />
          </FigureGrid>
          <StatementList title="Competitive advantages" items={summary.competitiveAdvantages} figure="competitiveAdvantages" />
        </TabsContent>

        <TabsContent value="creators" className="mt-4 space-y-6">
          <FigureGrid>
            <FigureCard figure="creatorCompletionRate" label="Creator completion rate" value={percent(m.creatorCompletionRate)} />
            <FigureCard figure="avgCreatorLTV" label="Average creator lifetime value" value={money(m.avgCreatorLTV)} />
            <FigureCard figure="creatorRetentionRate" label="Creator retention" value={percent(m.creatorRetentionRate)} />
            <FigureCard figure="avgTimeToFirstSale" label="Average time to first sale" value={days(m.avgTimeToFirstSale)} />
            <FigureCard
              figure="customerSatisfactionScore"
              label="Customer satisfaction"
              value={outOf(m.customerSatisfactionScore, 5)}
            />
          </FigureGrid>
          <StatementList title="Growth indicators" items={summary.growthIndicators} figure="growthIndicators" />
        </TabsContent>

        <TabsContent value="efficiency" className="mt-4 space-y-6">
          <FigureGrid>
            <FigureCard figure="aiModerationAccuracy" label="AI moderation accuracy" value={percent(m.aiModerationAccuracy)} />
            <FigureCard
              figure="supportTicketReduction"
              label="Support ticket reduction"
              value={percent(m.supportTicketReduction)}
            />
            <FigureCard
              figure="automationSavingsPercentage"
              label="Automation savings"
              value={percent(m.automationSavingsPercentage)}
            />
            <FigureCard figure="scalabilityScore" label="Scalability score" value={outOf(summary.scalabilityScore, 10)} />
          </FigureGrid>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function StatementList({
  title,
  items,
  figure,
}: {
  title: string;
  items: string[];
  figure: 'competitiveAdvantages' | 'growthIndicators';
}) {
  return (
    <Card>
      <CardContent className="space-y-2 p-4">
        <h2 className="text-lg font-semibold">{title}</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{ENTERPRISE_DEFINITIONS[figure]}</p>
      </CardContent>
    </Card>
  );
}
