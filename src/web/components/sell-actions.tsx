import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../config/paths';
import { Button } from './ui/button';

/**
 * "Start Selling With Soul" and "For Creators" for signed-out visitors. The spec sends the first to
 * /api/login on the landing page and to /api/auth on the home page; both lead to sign-in.
 */
export function SellActions({ signInPath = paths.login }: { signInPath?: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      {/* Sign-in is a server navigation, so a plain link rather than client routing. */}
      <Button asChild size="lg">
        <a href={signInPath}>
          Start Selling With Soul
          <ArrowRight aria-hidden="true" />
        </a>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href={paths.creators}>For Creators</Link>
      </Button>
    </div>
  );
}
