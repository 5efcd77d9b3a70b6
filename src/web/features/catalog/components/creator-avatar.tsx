import type { Product } from '../../../../contract/catalog';
import { Link } from 'wouter';
import { creatorPath } from '../../../config/paths';
import { cn } from '../../../lib/utils';

type Creator = Product['creator'];

export const creatorName = (creator: Creator) => `${creator.firstName} ${creator.lastName}`.trim();

/** The creator's photo, or their initials when they have none. */
export function CreatorAvatar({ creator, className, eager = false }: { creator: Creator; className?: string; eager?: boolean }) {
  const classes = cn('size-8 shrink-0 rounded-full', className);
  if (creator.profileImageUrl)
    return (
      <img
        src={creator.profileImageUrl}
        alt=""
        width={32}
        height={32}
        loading={eager ? 'eager' : 'lazy'}
        className={cn(classes, 'object-cover')}
      />
    );
  const initials = `${creator.firstName[0] ?? ''}${creator.lastName[0] ?? ''}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'flex items-center justify-center bg-primary text-xs font-semibold text-primary-foreground')}
    >
      {initials}
    </span>
  );
}

/**
 * The creator's name as a link to their page. `className` places it: on a card it must sit above the card-wide
 * link (`relative z-10`) to take its own clicks.
 */
export function CreatorLink({ creator, className }: { creator: Creator; className?: string }) {
  return (
    <Link href={creatorPath(creator.id)} className={cn('underline-offset-4 hover:underline', className)}>
      {creatorName(creator)}
    </Link>
  );
}
