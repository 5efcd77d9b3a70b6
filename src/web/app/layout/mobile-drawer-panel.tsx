import { focusOnClose } from '../../lib/on-demand-dialog';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { paths } from '../../config/paths';
import { useCartCount } from '../../features/cart/api/use-cart-count';
import { useAuth } from '../../lib/auth';
import { EnhancedReadingSwitch, ThemeToggle } from './preference-toggles';
import { SearchForm } from './search-form';

const item =
  'block rounded-md px-3 py-2 text-base font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The side drawer below 1024 px: search, navigation (with the download library), Enhanced Reading and the theme. */
export default function MobileDrawerPanel(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { user, isAuthenticated } = useAuth();
  const cartCount = useCartCount();
  const close = () => props.onOpenChange(false);
  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent data-testid="mobile-drawer" onCloseAutoFocus={focusOnClose(props.returnFocusTo)}>
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Search and site navigation</SheetDescription>
        <SearchForm id="drawer-search" placeholder="Search products..." onSearched={close} />
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <a href={paths.discover} className={item} onClick={close}>
            Discover
          </a>
          <Link href={paths.journal} className={item} onClick={close}>
            Journal
          </Link>
          <Link href={paths.support} className={item} onClick={close}>
            Support
          </Link>
          {isAuthenticated ? (
            <>
              <Link href={paths.upload} className={item} onClick={close}>
                Sell Products
              </Link>
              <Link href={paths.checkout} className={item} onClick={close}>
                Cart ({cartCount})
              </Link>
              <Link href={paths.dashboard} className={item} onClick={close}>
                Dashboard
              </Link>
              <Link href={paths.purchases} className={item} onClick={close}>
                My Purchases
              </Link>
              <Link href={paths.orders} className={item} onClick={close}>
                Orders
              </Link>
              <Link href={paths.account} className={item} onClick={close}>
                Account settings
              </Link>
              {user?.isAdmin && (
                <>
                  <Link href={paths.admin} className={item} onClick={close}>
                    Admin console
                  </Link>
                  <Link href={paths.enterprise} className={item} onClick={close}>
                    Enterprise insights
                  </Link>
                </>
              )}
              <a href={paths.logout} className={item}>
                Sign Out
              </a>
            </>
          ) : (
            <>
              <a href={paths.auth} className={item}>
                Sign In
              </a>
              <a href={paths.auth} className={item}>
                Get Started
              </a>
            </>
          )}
        </nav>
        <div className="mt-auto flex items-center justify-between gap-2 border-t pt-4">
          <EnhancedReadingSwitch id="drawer-reading" />
          <ThemeToggle />
        </div>
      </SheetContent>
    </Sheet>
  );
}
