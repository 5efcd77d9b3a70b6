import { formatDate } from '../lib/format';
import { Badge } from './ui/badge';

/** "Updated" on an owned product whose creator replaced the file since the owner got it, with their note. */
export function ProductUpdateNote({ updatedAt, updateNote }: { updatedAt: string | null; updateNote: string | null }) {
  if (!updatedAt) return null;
  return (
    <div className="space-y-1 rounded-md bg-secondary/60 p-3 text-sm" data-testid="product-updated">
      <p>
        <Badge variant="secondary">Updated</Badge>{' '}
        <span className="text-muted-foreground">{formatDate(updatedAt)}: download for the new file</span>
      </p>
      {updateNote ? <p className="whitespace-pre-line">{updateNote}</p> : null}
    </div>
  );
}
