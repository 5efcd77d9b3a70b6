import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { authEndpoints } from '../../../../contract/endpoints/auth';
import { NoticeCard } from '../../../components/notice-card';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * Where /api/logout sends a sign-out link followed from another site: a page elsewhere may not end the session,
 * so the person confirms here. The form posts to /api/logout, which signs out and goes home (as plain text: the
 * server reads no form fields).
 */
export default function SignOutPage() {
  useDocumentTitle('Sign out');
  return (
    <NoticeCard
      icon={LogOut}
      title="Sign out?"
      actions={
        <>
          <form method={authEndpoints.logoutForm.method} action={authEndpoints.logoutForm.path} encType="text/plain">
            <Button type="submit">Sign out</Button>
          </form>
          <Button variant="outline" asChild>
            <Link href={paths.home}>Stay signed in</Link>
          </Button>
        </>
      }
    >
      <p>A link asked to sign you out of Soul Market on this device. Sign out only if you meant to.</p>
    </NoticeCard>
  );
}
