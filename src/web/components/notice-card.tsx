import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from './ui/card';

/** The one design for a page that has nothing of its own to show: not found, no order, a payment still on its way. */
export function NoticeCard({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8">
          <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{title}</h1>
          <div className="text-muted-foreground">{children}</div>
          <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
        </CardContent>
      </Card>
    </div>
  );
}
