import { initials } from '../../../../shared/advisors/advisor-view.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/cn.ts';

/** The user's photo, or up to two initials from the name, or 'U'. */
export function UserAvatar({ name, photoURL, className }: { name: string | null; photoURL: string | null; className?: string }) {
  return (
    <Avatar className={cn('size-10', className)}>
      {photoURL && <AvatarImage src={photoURL} alt="" />}
      <AvatarFallback className="bg-primary/15 font-semibold text-primary">{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
