import { Download, LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useExportAccountData, useSignOutEverywhere } from '../api/account-lifecycle';

function Failure({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error || hasErrorCode(error, 'unauthorized')) return null;
  return (
    <p role="alert" className="text-destructive dark:text-red-300">
      {errorMessage(error, fallback)}
    </p>
  );
}

/** Ends every session of the account, on every device; this one too, so the page reloads signed out. */
export function SignOutEverywhereSection() {
  const signOut = useSignOutEverywhere();
  return (
    <section aria-labelledby="sessions-heading" className="space-y-2">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        Sessions
      </h2>
      <p className="text-muted-foreground">
        Signed in on a device you no longer use, or think someone else is? Sign out everywhere, then sign in again here.
      </p>
      <Button type="button" variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        <LogOut aria-hidden="true" className="size-4" /> {signOut.isPending ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
      <Failure error={signOut.error} fallback="Your sessions could not be ended. Please try again." />
    </section>
  );
}

export function DataExportSection() {
  const exportData = useExportAccountData();
  return (
    <section aria-labelledby="export-heading" className="space-y-2">
      <h2 id="export-heading" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="text-muted-foreground">
        Download everything we hold about you: profile, purchases, sales and payouts, journal entries, support requests, reviews,
        referrals and achievements, as JSON in a zip file.
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={exportData.isPending}
        onClick={() =>
          exportData.mutate(undefined, {
            onSuccess: (fileName) => toast({ title: 'Your data is downloading', description: fileName }),
          })
        }
      >
        <Download aria-hidden="true" className="size-4" /> {exportData.isPending ? 'Preparing...' : 'Download my data'}
      </Button>
      <Failure error={exportData.error} fallback="Your data could not be prepared. Please try again." />
    </section>
  );
}
