import { ArrowRight, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';

/**
 * The creators page's main button: the creator dashboard when signed in, sign-in otherwise. Until the
 * session is known it holds the button's place, so the page neither guesses nor jumps.
 */
export function CreatorCallToAction() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Skeleton className="mx-auto h-11 w-64" />;
  if (isAuthenticated) {
    return (
      <Button asChild size="lg">
        <Link href={paths.creatorDashboard}>
          Go to your Creator Dashboard <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="lg">
      {/* Sign-in is a server navigation, so a plain link rather than client routing. */}
      <a href={paths.login}>
        <LogIn aria-hidden="true" /> Sign in to start selling
      </a>
    </Button>
  );
}
