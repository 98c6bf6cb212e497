import { initials, placeholderImage } from '../../../../shared/advisors/advisor-view.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/cn.ts';

/** The advisor's picture with an initials fallback (at most two letters). */
export function AdvisorAvatar({ name, image, className }: { name: string; image: string; className?: string }) {
  return (
    <Avatar className={cn('size-14 ring-2 ring-background', className)}>
      {image !== placeholderImage && <AvatarImage src={image} alt="" />}
      <AvatarFallback className="bg-primary/15 font-semibold text-primary">{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
