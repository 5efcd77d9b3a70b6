/** The spec's display rule: completed, pending and processing as themselves; anything else shows as failed. */
export function payoutStatusDisplay(status: string): { label: string; variant: 'success' | 'warning' | 'info' | 'destructive' } {
  if (status === 'completed') return { label: 'completed', variant: 'success' };
  if (status === 'pending') return { label: 'pending', variant: 'warning' };
  if (status === 'processing') return { label: 'processing', variant: 'info' };
  return { label: 'failed', variant: 'destructive' };
}
