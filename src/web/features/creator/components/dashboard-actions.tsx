import { BookOpen, ExternalLink, LogOut, Sparkles, Upload, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const IN_APP_LINKS = [
  { href: paths.earnings, label: 'Earnings', icon: Wallet },
  { href: paths.intuitiveChoice, label: 'Find a soul-aligned product', icon: Sparkles },
  { href: paths.sellingPrinciples, label: 'Selling principles', icon: BookOpen },
] as const;

export function DashboardActions() {
  return (
    <nav aria-label="Creator actions" className="flex flex-wrap gap-2">
      <Button asChild>
        <Link href={paths.upload}>
          <Upload aria-hidden="true" /> Upload product
        </Link>
      </Button>
      {IN_APP_LINKS.map(({ href, label, icon: Icon }) => (
        <Button key={href} asChild variant="outline">
          <Link href={href}>
            <Icon aria-hidden="true" /> {label}
          </Link>
        </Button>
      ))}
      <Button asChild variant="outline">
        <a href={`${paths.trustSecurity}#fees`} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" /> Pricing guide<span className="sr-only"> (opens in a new window)</span>
        </a>
      </Button>
      <Button asChild variant="ghost">
        <a href={paths.logout}>
          <LogOut aria-hidden="true" /> Log out
        </a>
      </Button>
    </nav>
  );
}
