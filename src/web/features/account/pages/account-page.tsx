import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequireSignIn } from '../../../lib/use-require-sign-in';
import { DataExportSection, SignOutEverywhereSection } from '../components/account-actions';
import { EmailSettingsSection } from '../components/email-settings-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PrivacySection } from '../components/privacy-section';
import { ProfileSettings } from '../components/profile-settings';

/** /account: every signed-in user's settings (buyers have no creator dashboard), from the user menu and the drawer. */
export default function AccountPage() {
  useDocumentTitle('Account settings');
  const { user, signedOut } = useRequireSignIn();
  if (signedOut) return null;
  if (!user) return <PageLoading />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Account settings</h1>
        <p className="mt-2 text-muted-foreground">Your profile, your privacy, your sessions and your data.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Profile</CardTitle>
          <CardDescription>How you appear, and the code asked for before payout details change.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileSettings user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-8 pt-6 text-sm">
          <PrivacySection user={user} />
          <EmailSettingsSection />
          <SignOutEverywhereSection />
          <DataExportSection />
        </CardContent>
      </Card>
      <Card className="border-destructive/50">
        <CardContent className="pt-6 text-sm">
          <DeleteAccountSection />
        </CardContent>
      </Card>
    </div>
  );
}
