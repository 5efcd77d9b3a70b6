import { Gift } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { pages } from '../../../../contract/pages';
import { NoticeCard } from '../../../components/notice-card';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClaimGift, useGiftPreview } from '../api/claim-gift';

/**
 * The page of a gift's e-mailed claim link: /gifts/claim?token=... (docs/decisions/058). It shows the gift; claiming
 * takes a click, signed in. Signed out, it offers sign-in and sign-up, which come back here.
 */
export default function ClaimGiftPage() {
  useDocumentTitle('Your gift');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const here = pages.claimGift.href({ token });
  const auth = useAuth();
  const preview = useGiftPreview(token);
  const claim = useClaimGift();

  if (!token || preview.isError) {
    return (
      <NoticeCard icon={Gift} title="Your gift">
        <p role="alert">
          {token
            ? errorMessage(preview.error, 'This gift could not be found.')
            : 'This link is incomplete. Open the link from the e-mail again.'}
        </p>
      </NoticeCard>
    );
  }
  if (preview.isPending || auth.isLoading) {
    return (
      <NoticeCard icon={Gift} title="Your gift">
        <p role="status">Loading your gift...</p>
      </NoticeCard>
    );
  }
  const gift = preview.data;
  const actions = claim.isSuccess ? (
    <Button asChild>
      <Link href={pages.purchases.href()}>Go to My Purchases</Link>
    </Button>
  ) : gift.state !== 'claimable' ? undefined : auth.isAuthenticated ? (
    <Button onClick={() => claim.mutate(token)} disabled={claim.isPending}>
      {claim.isPending ? 'Claiming...' : 'Claim'}
    </Button>
  ) : (
    <div className="flex flex-wrap gap-3">
      <Button asChild>
        <Link href={pages.signUp.href({ returnTo: here })}>Create an account to claim</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={pages.signIn.href({ returnTo: here })}>Sign in to claim</Link>
      </Button>
    </div>
  );
  const state = claim.isSuccess
    ? `“${gift.title}” is in your library now.`
    : claim.isError
      ? errorMessage(claim.error, 'This gift could not be claimed.')
      : gift.state === 'claimed'
        ? 'This gift has already been claimed.'
        : gift.state === 'refunded'
          ? 'This gift was refunded to the person who gave it, so it can no longer be claimed.'
          : auth.isAuthenticated
            ? 'Claim it to add it to your library.'
            : 'Sign in or create a free account to claim it; you will come back here.';
  return (
    <NoticeCard icon={Gift} title={`${gift.giverFirstName} sent you a gift`} actions={actions}>
      <div className="space-y-3">
        <p className="text-lg font-semibold break-words">{gift.title}</p>
        {gift.message ? (
          <blockquote className="border-l-2 pl-3 text-muted-foreground break-words whitespace-pre-line">
            {gift.message}
          </blockquote>
        ) : null}
        <p role={claim.isError ? 'alert' : 'status'}>{state}</p>
      </div>
    </NoticeCard>
  );
}
