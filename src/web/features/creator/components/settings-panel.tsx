import { Link } from 'wouter';
import type { AuthUser } from '../../../../contract/auth';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/** The dashboard's settings: no tab trigger (as the spec has it); reached through /dashboard?tab=settings. */
export function SettingsPanel({ user }: { user: AuthUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Settings</CardTitle>
        <CardDescription>Your account and how you are paid.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6 text-sm">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Name</dt>
            <dd className="font-medium">{`${user.firstName} ${user.lastName}`.trim()}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">E-mail</dt>
            <dd className="font-medium break-all">{user.email}</dd>
          </div>
        </dl>
        <div className="space-y-1">
          <h3 className="font-semibold">Payouts</h3>
          <p className="text-muted-foreground">
            Payouts run weekly on Fridays once your available balance reaches $20.00, and usually arrive within 3-5 business days.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={paths.earnings}>Earnings and payouts</Link>
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
