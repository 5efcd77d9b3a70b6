import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** For a creator with no products yet: the one next step. */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-xl border border-primary/30 bg-gradient-to-br from-secondary to-accent/60 p-6"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-2">
          <h2 id="welcome-heading" className="text-xl font-semibold">
            Welcome, {firstName}. Your creator journey starts here.
          </h2>
          <p className="text-sm text-muted-foreground">
            Here you sell ONE product and pour everything into it. Not sure what it should be? Let your intuition choose, then
            upload it in three short steps.
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <Button asChild>
              <Link href={paths.upload}>Upload your product</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.intuitiveChoice}>Find a soul-aligned product</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
