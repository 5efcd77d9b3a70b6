import type { AuthUser } from '../../../../contract/auth';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';

/** Name, picture, e-mail and two-factor verification: on the account page and the dashboard's Settings tab. */
export function ProfileSettings({ user }: { user: AuthUser }) {
  return (
    <div className="space-y-6 text-sm">
      <ProfileForm user={user} />
      <dl>
        <dt className="text-muted-foreground">E-mail</dt>
        <dd className="font-medium break-all">{user.email}</dd>
      </dl>
      <TwoFactorSection />
    </div>
  );
}
