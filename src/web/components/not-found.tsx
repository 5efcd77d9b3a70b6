import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../config/paths';
import { NoticeCard } from './notice-card';
import { Button } from './ui/button';

/** One not-found design for unknown pages and missing records, each with its own words. */
export function NotFound({ title, children }: { title: string; children: string }) {
  return (
    <NoticeCard
      icon={SearchX}
      title={title}
      actions={
        <Button asChild>
          <Link href={paths.home}>Back to Home</Link>
        </Button>
      }
    >
      {children}
    </NoticeCard>
  );
}
