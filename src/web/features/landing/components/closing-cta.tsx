import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ReadableText } from '../../../lib/bionic';
import { BuyerPromise } from './buyer-promise';
import { SellActions } from '../../../components/sell-actions';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="below-fold-700 px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl border bg-linear-to-br from-violet-100 via-background to-amber-100 px-6 py-14 text-center dark:from-violet-950 dark:via-background dark:to-amber-950/40 sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to Share Your ONE Sacred Product?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          <ReadableText>
            {
              'Bring the one thing you were meant to make. We handle the storefront, payments and delivery, so you can stay in your creative flow.'
            }
          </ReadableText>
        </p>
        <div className="mt-8">
          <SellActions />
        </div>
        <Button asChild variant="link" className="mt-4">
          <Link href={paths.home}>See ONE Product Success Stories</Link>
        </Button>
        <div className="mt-6">
          <BuyerPromise />
        </div>
      </div>
    </section>
  );
}
