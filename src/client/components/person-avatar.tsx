import { initials, placeholderImage } from '../../shared/advisors/advisor-view.ts';
import { cn } from '../lib/cn.ts';
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar.tsx';

/**
 * An advisor's or a user's picture, with up to two initials from the name (or 'U') when there is
 * none. The advisors' placeholder image counts as none. `framed` draws the ring that sets an
 * advisor's picture off a cover or a card.
 */
export function PersonAvatar({ name, image, framed = false, className }: { name: string | null; image: string | null; framed?: boolean; className?: string }) {
  return (
    <Avatar className={cn('size-10', framed && 'ring-2 ring-background', className)}>
      {image && image !== placeholderImage && <AvatarImage src={image} alt="" />}
      <AvatarFallback className="bg-primary/15 font-semibold text-primary">{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
