import { ChartColumn, LayoutDashboard, LifeBuoy, LogOut, Package, Receipt, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { paths } from '../../config/paths';
import { UserMenuButton } from './user-menu-button';

export default function UserMenu({ fullName, email, isAdmin }: { fullName: string; email: string; isAdmin: boolean }) {
  return (
    // Rendered on the button's first press (site-header.tsx): it opens at once.
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton fullName={fullName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium">{fullName}</span>
          <span className="block text-xs text-muted-foreground">{email}</span>
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
          <Link href={paths.orders}>
            <Receipt aria-hidden="true" className="h-4 w-4" /> Orders
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={paths.support}>
            <LifeBuoy aria-hidden="true" className="h-4 w-4" /> Support
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={paths.account}>
            <Settings aria-hidden="true" className="h-4 w-4" /> Account settings
          </Link>
        </DropdownMenuItem>
        {isAdmin ? (
          <>
            <DropdownMenuItem asChild>
              <Link href={paths.admin}>
                <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Admin console
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href={paths.enterprise}>
                <ChartColumn aria-hidden="true" className="h-4 w-4" /> Enterprise insights
              </Link>
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={paths.logout}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
