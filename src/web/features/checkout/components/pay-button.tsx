import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function PayButton({
  totalLabel,
  processing,
  disabled = false,
}: {
  totalLabel: string;
  processing: boolean;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={processing || disabled} aria-busy={processing}>
      <Lock aria-hidden="true" />
      {processing ? 'Processing...' : `Pay ${totalLabel}`}
    </Button>
  );
}
