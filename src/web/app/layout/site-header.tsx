import { Menu, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useOnDemandDialog } from '../../lib/on-demand-dialog';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useCartCount } from '../../features/cart/api/use-cart-count';
import { useAddWantedProduct } from '../../features/cart/hooks/use-add-wanted-product';
import { useAuth } from '../../lib/auth';
import { BrandLogo } from './brand-logo';
import { EnhancedReadingSwitch, ThemeToggle } from './preference-toggles';
import { SearchForm } from './search-form';
import { UserMenuButton } from './user-menu-button';

// Menus open only on request: their code stays out of the first page load. The user menu's is asked for when the
// pointer comes over its button or the button takes the focus, so the first press rarely waits.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(loadUserMenu);
const MobileDrawerPanel = lazy(() => import('./mobile-drawer-panel'));

// One line each at every width: the header hides what does not fit (into the drawer) rather than wrapping it.
const navLink =
  'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SiteHeader() {
  const { user, isAuthenticated } = useAuth();
  const cartCount = useCartCount();
  // On every page, as the header is: a sign-in (password or single sign-on) may land anywhere.
  useAddWantedProduct();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const [menuRequested, setMenuRequested] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <MobileDrawer />
        <BrandLogo />
        {/* Below 1024 px the drawer holds the search: a narrower box would cut its placeholder mid-word. */}
        <div className="hidden min-w-0 max-w-md flex-1 lg:block">
          <SearchForm id="header-search" placeholder="Search tools, guides and meditations" />
        </div>
        <nav aria-label="Main" className="ml-auto hidden shrink-0 items-center gap-1 lg:flex">
          <a href={paths.discover} className={navLink}>
            Discover
          </a>
          {isAuthenticated ? (
            <>
              <Link href={paths.creators} className={navLink}>
                For Creators
              </Link>
              <Link href={paths.upload} className={navLink}>
                Sell
              </Link>
            </>
          ) : null}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 lg:ml-0">
          <div className="hidden sm:block">
            <ThemeToggle />
          </div>
          <div className="hidden lg:block">
            <EnhancedReadingSwitch id="header-reading" compact />
          </div>
          {isAuthenticated ? (
            <>
              <Button asChild variant="ghost" size="icon" className="relative">
                <Link
                  href={paths.checkout}
                  aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart'}
                >
                  <ShoppingCart aria-hidden="true" />
                  {cartCount > 0 && (
                    <span
                      data-testid="cart-count"
                      aria-hidden="true"
                      className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground"
                    >
                      {cartCount}
                    </span>
                  )}
                </Link>
              </Button>
              {/* The menu's code loads on the first press (it is hidden on phones), then opens the menu. */}
              {menuRequested ? (
                <Suspense fallback={<UserMenuButton fullName={fullName} aria-haspopup="menu" aria-expanded={false} />}>
                  <UserMenu fullName={fullName} email={user?.email ?? ''} isAdmin={user?.isAdmin ?? false} />
                </Suspense>
              ) : (
                <UserMenuButton
                  fullName={fullName}
                  aria-haspopup="menu"
                  aria-expanded={false}
                  onPointerEnter={() => void loadUserMenu()}
                  onFocus={() => void loadUserMenu()}
                  onClick={() => setMenuRequested(true)}
                />
              )}
            </>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <Button asChild variant="ghost">
                <a href={paths.auth}>Sign In</a>
              </Button>
              <Button asChild>
                <a href={paths.auth}>Get Started</a>
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}

/** The menu button is in the first paint; the drawer itself loads when first opened. */
function MobileDrawer() {
  const dialog = useOnDemandDialog();
  return (
    <>
      <Button
        {...dialog.trigger}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        data-testid="mobile-menu-button"
      >
        <Menu aria-hidden="true" />
      </Button>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel open={dialog.open} onOpenChange={dialog.setOpen} returnFocusTo={dialog.button} />
        </Suspense>
      ) : null}
    </>
  );
}
