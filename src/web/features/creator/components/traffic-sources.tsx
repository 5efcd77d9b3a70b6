import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { SHARE_PARAM, toSourceTag } from '../../../../contract/source-tag';
import type { TrafficPeriod, TrafficReport, TrafficRow } from '../../../../contract/traffic';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCopyText } from '../../../components/use-copy-text';
import { productPath } from '../../../config/paths';
import { formatCount, formatUsd } from '../../../lib/format';
import { useTrafficReport } from '../api/get-traffic-report';

const PERIODS: { value: TrafficPeriod; label: string }[] = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'all', label: 'All time' },
];

const COLUMNS = [
  { key: 'views', label: 'Views' },
  { key: 'carts', label: 'Add-to-carts' },
  { key: 'sales', label: 'Sales' },
  { key: 'revenue', label: 'Revenue' },
  { key: 'viewToCart', label: 'View → cart' },
  { key: 'cartToSale', label: 'Cart → sale' },
  { key: 'viewToSale', label: 'View → sale' },
] as const;

/** A conversion, or a dash where nothing came before it (no views, no add-to-carts): never a made-up 0%. */
const formatRate = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);

function cell(row: TrafficRow, key: (typeof COLUMNS)[number]['key']): string {
  if (key === 'revenue') return formatUsd(row.revenue);
  if (key === 'views' || key === 'carts' || key === 'sales') return formatCount(row[key]);
  return formatRate(row[key]);
}

const sourceName = (row: TrafficRow) => (row.source === 'total' ? 'All sources' : row.source);

/**
 * Where buyers come from: views, add-to-carts and sales by the source tag of the link they came through, over the
 * chosen period, with how each step converts. Counted without cookies; bots are left out (docs/decisions/051).
 */
export function TrafficSources() {
  const [period, setPeriod] = useState<TrafficPeriod>('30d');
  const { data, isPending, isError } = useTrafficReport(period);
  const periodId = useId();
  return (
    <Card>
      <CardHeader className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle className="text-xl">Where buyers come from</CardTitle>
            <CardDescription>
              Product views, add-to-carts and sales by the source tag of the link people came through (UTC days). Counted without
              cookies; bots are left out.
            </CardDescription>
          </div>
          <div className="w-full space-y-2 sm:w-48">
            <Label htmlFor={periodId}>Period</Label>
            <NativeSelect id={periodId} value={period} onChange={(event) => setPeriod(event.target.value as TrafficPeriod)}>
              {PERIODS.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {isError ? (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            Sources could not be loaded. They refresh every 30 seconds.
          </p>
        ) : isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : data.sources.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            No views in this period yet. Share your product's link with a source tag, for example ?{SHARE_PARAM}=instagram, and
            each visit, add-to-cart and sale through it shows here.
          </p>
        ) : (
          <SourcesTable report={data} />
        )}
        {data ? <ShareLinks products={data.products} /> : null}
      </CardContent>
    </Card>
  );
}

function SourcesTable({ report }: { report: TrafficReport }) {
  const rows = [...report.sources, report.total];
  return (
    <>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Views, add-to-carts and sales by source</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">
                Source
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="px-2 py-2 text-right font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.sources.map((row) => (
              <SourceRow key={row.source} row={row} />
            ))}
          </tbody>
          <tfoot className="border-t-2 font-semibold">
            <SourceRow row={report.total} />
          </tfoot>
        </table>
      </div>
      {/* On a phone each source is a card of its figures. */}
      <ul className="space-y-3 sm:hidden" aria-label="Sources">
        {rows.map((row) => (
          <li key={row.source} className="rounded-lg border p-4">
            <h3 className="font-semibold">{sourceName(row)}</h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {COLUMNS.map((column) => (
                <div key={column.key} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{column.label}</dt>
                  <dd className="font-medium">{cell(row, column.key)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function SourceRow({ row }: { row: TrafficRow }) {
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {sourceName(row)}
      </th>
      {COLUMNS.map((column) => (
        <td key={column.key} className="px-2 py-2 text-right tabular-nums">
          {cell(row, column.key)}
        </td>
      ))}
    </tr>
  );
}

/** A tagged link to each published product, the tag chosen by the creator, with a copy button. */
function ShareLinks({ products }: { products: TrafficReport['products'] }) {
  const [tag, setTag] = useState('instagram');
  const { copied, copy } = useCopyText();
  const tagId = useId();
  if (products.length === 0) return <p className="text-sm text-muted-foreground">Publish a product to get a link to share.</p>;
  const source = toSourceTag(tag);
  return (
    <section className="space-y-3" aria-labelledby={`${tagId}-heading`}>
      <h3 id={`${tagId}-heading`} className="font-semibold">
        Share a tagged link
      </h3>
      <div className="space-y-2 sm:w-64">
        <Label htmlFor={tagId}>Source tag</Label>
        <Input
          id={tagId}
          value={tag}
          maxLength={32}
          onChange={(event) => setTag(event.target.value)}
          aria-describedby={`${tagId}-hint`}
        />
        <p id={`${tagId}-hint`} className="text-xs text-muted-foreground">
          Letters, digits, - and _; anything else counts as direct.
        </p>
      </div>
      {products.map((product) => {
        const link = `${window.location.origin}${productPath(product.id)}?${SHARE_PARAM}=${encodeURIComponent(source)}`;
        const linkId = `${tagId}-link-${product.id}`;
        return (
          <div key={product.id} className="space-y-2">
            <Label htmlFor={linkId}>Link to {product.title}</Label>
            <div className="flex gap-2">
              <Input id={linkId} readOnly value={link} onFocus={(event) => event.target.select()} />
              <Button type="button" variant="outline" onClick={() => void copy(link)}>
                {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
                {copied ? 'Copied!' : 'Copy link'}
              </Button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
