import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

export function BrandLogo() {
  return (
    <Link
      href={paths.home}
      className="flex shrink-0 items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-br from-violet-600 to-amber-400 text-white">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
      </span>
      <span className="text-lg">Soul Market</span>
    </Link>
  );
}
