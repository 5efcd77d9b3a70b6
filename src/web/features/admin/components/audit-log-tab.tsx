import { useState } from 'react';
import type { AdminAuditAction } from '../../../../contract/admin';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { ListState } from '../../../components/list-state';

const actionLabels: Record<AdminAuditAction, string> = {
  'product.approve': 'Approved product',
  'product.reject': 'Rejected product',
  'refund.approve': 'Approved refund',
  'refund.refuse': 'Refused refund',
  'ticket.reply': 'Replied to ticket',
  'ticket.close': 'Closed ticket',
  'user.suspend': 'Suspended account',
  'user.unsuspend': 'Lifted suspension of account',
  'user.two_factor_reset': 'Reset two-factor verification of account',
};

export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  if (log.isPending || log.isError || (page === 1 && log.data.entries.length === 0)) {
    return <ListState loading={log.isPending} failed={log.isError} what="The audit log" empty="No admin decisions yet." />;
  }
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">Admin decisions, newest first</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                When
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Who
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                What
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Note
              </th>
            </tr>
          </thead>
          <tbody>
            {log.data.entries.map((entry) => (
              <tr key={entry.id} className="border-t" data-testid="audit-row">
                <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                <td className="px-4 py-2 break-all">{entry.actor.email}</td>
                <td className="px-4 py-2">
                  {actionLabels[entry.action]} #{entry.targetId}
                </td>
                <td className="px-4 py-2">{entry.note ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Audit log pages" className="flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <span className="text-sm text-muted-foreground">Page {page}</span>
        <Button variant="outline" size="sm" disabled={!log.data.hasMore} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </nav>
    </div>
  );
}
