import type { Product } from '../../../../contract/catalog';
import { cn } from '../../../lib/utils';

type Creator = Product['creator'];

export const creatorName = (creator: Creator) => `${creator.firstName} ${creator.lastName}`.trim();

/** The creator's photo, or their initials when they have none. */
export function CreatorAvatar({ creator, className }: { creator: Creator; className?: string }) {
  const classes = cn('size-8 shrink-0 rounded-full', className);
  if (creator.profileImageUrl)
    return (
      <img src={creator.profileImageUrl} alt="" width={32} height={32} loading="lazy" className={cn(classes, 'object-cover')} />
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
