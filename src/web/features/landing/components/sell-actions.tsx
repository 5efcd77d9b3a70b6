import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The two calls to action that open and close the landing page. */
export function SellActions() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      {/* Sign-in is a server navigation, so a plain link rather than client routing. */}
      <Button asChild size="lg">
        <a href={paths.login}>
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
