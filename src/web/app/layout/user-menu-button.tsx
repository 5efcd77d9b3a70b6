import { User } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button';

/** The signed-in user's name in the header: the user menu's trigger, and its stand-in while the menu loads. */
export function UserMenuButton({ fullName, ...props }: { fullName: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" className="hidden gap-2 md:inline-flex" data-testid="user-menu" {...props}>
      <User aria-hidden="true" />
      <span className="max-w-[10rem] truncate">{fullName}</span>
    </Button>
  );
}
