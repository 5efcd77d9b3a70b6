import { Download } from 'lucide-react';
import { useState } from 'react';
import { payoutsEndpoints } from '../../../../contract/endpoints/payouts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The whole ledger of a period (UTC days, both included) as a CSV download, streamed by the server. */
export function LedgerTab() {
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))));
  const [to, setTo] = useState(isoDay(today));
  const ready = from !== '' && to !== '' && from <= to;
  const href = `${payoutsEndpoints.ledgerCsv.path}?${new URLSearchParams({ from, to })}`;
  return (
    <section aria-labelledby="ledger-heading" className="max-w-xl space-y-4">
      <h2 id="ledger-heading" className="text-lg font-semibold">
        Ledger export
      </h2>
      <p className="text-sm text-muted-foreground">
        Every sale and refund line of the period, with the price paid, fees and creator earnings, as CSV.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="ledger-from">From (UTC day)</Label>
          <Input id="ledger-from" type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="ledger-to">To (UTC day, included)</Label>
          <Input id="ledger-to" type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </div>
      </div>
      {ready ? (
        <Button asChild>
          <a href={href} download>
            <Download aria-hidden="true" /> Download ledger (CSV)
          </a>
        </Button>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          Choose a start day on or before the end day.
        </p>
      )}
    </section>
  );
}
