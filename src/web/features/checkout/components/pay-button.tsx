import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function PayButton({
  payLabel,
  processing,
  disabled = false,
}: {
  payLabel: string;
  processing: boolean;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={processing || disabled} aria-busy={processing}>
      <Lock aria-hidden="true" />
      {processing ? 'Processing...' : payLabel}
    </Button>
  );
}
