import { User } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button';

/** The signed-in user's name in the header: the user menu's trigger, and its stand-in while the menu loads. */
export function UserMenuButton({ fullName, ...props }: { fullName: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" className="hidden gap-2 px-2 lg:inline-flex xl:px-4" data-testid="user-menu" {...props}>
      <User aria-hidden="true" />
      {/* The name shows from 1280 px; below, the icon button keeps it as its accessible name. */}
      <span className="sr-only max-w-[10rem] truncate xl:not-sr-only">{fullName}</span>
    </Button>
  );
}
