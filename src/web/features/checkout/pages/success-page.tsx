import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

// A cart some older clients kept in the browser; the server holds the real cart, so this is only tidied away.
const LOCAL_CART_KEY = 'cart';

/** Where Stripe returns the buyer after a payment that needed an extra step (such as 3-D Secure). */
export default function SuccessPage() {
  useDocumentTitle('Payment successful');
  useEffect(() => {
    try {
      window.localStorage.removeItem(LOCAL_CART_KEY);
    } catch {
      // Storage disabled: nothing was stored either.
    }
  }, []);
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8">
          <CheckCircle2 className="size-12 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Payment Successful</h1>
          <p className="text-muted-foreground">Thank you for your purchase. Your products are ready to download.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link href={paths.purchases}>View My Purchases</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.home}>Continue Shopping</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
