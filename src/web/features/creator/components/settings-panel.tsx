import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { BioSection } from './bio-form';

/**
 * The dashboard's Settings tab: the profile and two-factor verification, the bio on the creator's public page (the account feature's, passed in
 * by the route), and where payouts are handled.
 */
export function SettingsPanel({ profile, creatorId }: { profile: ReactNode; creatorId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Settings</CardTitle>
        <CardDescription>Your account and how you are paid.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6 text-sm">
        {profile}
        <BioSection creatorId={creatorId} />
        <div className="space-y-1">
          <h3 className="font-semibold">Payouts</h3>
          <p className="text-muted-foreground">
            Payouts run weekly on Fridays once your available balance reaches $20.00, and usually arrive within 3-5 business days.
            Connect your payout account on the Earnings page.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={paths.earnings}>Earnings and payouts</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href={paths.account}>Sessions, data export and account deletion</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href={paths.privacyPolicy}>Privacy policy</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={paths.logout}>Sign out</a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
