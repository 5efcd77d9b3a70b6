import { LayoutDashboard, LogOut, Menu, Package, Settings, ShoppingCart, LifeBuoy, User } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet';
import { paths } from '../../config/paths';
import { useCartCount } from '../../features/cart/api/use-cart-count';
import { useAuth } from '../../lib/auth';
import { BrandLogo } from './brand-logo';
import { EnhancedReadingSwitch, ThemeToggle } from './preference-toggles';
import { SearchForm } from './search-form';

const navLink = 'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SiteHeader() {
  const { user, isAuthenticated } = useAuth();
  const cartCount = useCartCount();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <MobileDrawer />
        <BrandLogo />
        <div className="hidden max-w-md flex-1 md:block">
          <SearchForm id="header-search" placeholder="Search spiritual tools, wisdom guides, meditation apps..." />
        </div>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
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
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <ThemeToggle />
          <div className="hidden lg:block">
            <EnhancedReadingSwitch id="header-reading" />
          </div>
          {isAuthenticated ? (
            <>
              <Button asChild variant="ghost" size="icon" className="relative">
                <Link href={paths.checkout} aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart'}>
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
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" className="hidden gap-2 md:inline-flex" data-testid="user-menu">
                    <User aria-hidden="true" />
                    <span className="max-w-[10rem] truncate">{fullName}</span>
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuLabel>
                    <span className="block font-medium">{fullName}</span>
                    <span className="block text-xs text-muted-foreground">{user?.email}</span>
                  </DropdownMenuLabel>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link href={paths.dashboard}>
                      <LayoutDashboard aria-hidden="true" className="h-4 w-4" /> Dashboard
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <Link href={paths.purchases}>
                      <Package aria-hidden="true" className="h-4 w-4" /> My Purchases
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <Link href={paths.support}>
                      <LifeBuoy aria-hidden="true" className="h-4 w-4" /> Support
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <Link href={paths.dashboardSettings}>
                      <Settings aria-hidden="true" className="h-4 w-4" /> Settings
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <a href={paths.logout}>
                      <LogOut aria-hidden="true" className="h-4 w-4" /> Log out
                    </a>
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
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

function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const { isAuthenticated } = useAuth();
  const cartCount = useCartCount();
  const close = () => setOpen(false);
  const item = 'block rounded-md px-3 py-2 text-base font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" data-testid="mobile-menu-button">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent data-testid="mobile-drawer">
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Search and site navigation</SheetDescription>
        <SearchForm id="drawer-search" placeholder="Search products..." onSearched={close} />
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <a href={paths.discover} className={item} onClick={close}>
            Discover
          </a>
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
        <div className="mt-auto border-t pt-4">
          <EnhancedReadingSwitch id="drawer-reading" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
