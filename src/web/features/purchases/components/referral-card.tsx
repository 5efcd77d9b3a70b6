import { Check, Copy, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCopyText } from '../../../components/use-copy-text';
import { useReferralLink } from '../api/get-referral-link';

/** The user's personal link to share, with a copy button, and how many friends created an account through it. */
export function ReferralCard({ enabled }: { enabled: boolean }) {
  const { data, isPending, isError } = useReferralLink(enabled);
  const { copied, copy } = useCopyText();
  if (isError) return null;
  const link = data ? `${window.location.origin}${data.path}` : '';
  return (
    <Card className="mt-8" data-testid="referral-card">
      <CardContent className="space-y-3 p-4 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Users className="size-5 text-primary" aria-hidden="true" />
          Share with a friend
        </h2>
        {isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <>
            <Label htmlFor="referral-link">Your personal link</Label>
            <div className="flex gap-2">
              <Input id="referral-link" readOnly value={link} onFocus={(event) => event.target.select()} />
              <Button type="button" variant="outline" onClick={() => void copy(link)}>
                {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
                {copied ? 'Copied!' : 'Copy link'}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground" data-testid="referrals-made">
              {data.referralsMade === 1
                ? '1 friend has joined through your link.'
                : `${data.referralsMade} friends have joined through your link.`}{' '}
              A friend counts when they create a new account through it.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
