import { BookOpen, ExternalLink, LogOut, Sparkles, Upload, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function DashboardActions() {
  return (
    <nav aria-label="Creator actions" className="flex flex-wrap gap-2">
      <Button asChild>
        <Link href={paths.upload}>
          <Upload aria-hidden="true" /> Upload product
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={paths.earnings}>
          <Wallet aria-hidden="true" /> Earnings
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={paths.intuitiveChoice}>
          <Sparkles aria-hidden="true" /> Find a soul-aligned product
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={paths.sellingPrinciples}>
          <BookOpen aria-hidden="true" /> Selling principles
        </Link>
      </Button>
      <Button asChild variant="outline">
        <a href={`${paths.trustSecurity}#fees`} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" /> Pricing guide<span className="sr-only"> (opens in a new window)</span>
        </a>
      </Button>
      <Button asChild variant="ghost">
        <a href={paths.logout}>
          <LogOut aria-hidden="true" /> Sign out
        </a>
      </Button>
    </nav>
  );
}
