import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

interface ParticipantsPopoverProps {
  advisorName: string;
  advisorImage: string;
  userName: string;
  userPhoto: string | null;
}

/** Who is in the session: always two, the advisor ('Online') and the user ('You'). */
export function ParticipantsPopover({ advisorName, advisorImage, userName, userPhoto }: ParticipantsPopoverProps) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="h-8 gap-1.5 px-2 text-muted-foreground" aria-label="Participants: 2">
          <Users aria-hidden="true" />
          <span aria-hidden="true">2</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-60 p-2">
        <p className="px-2 pt-1 pb-2 text-xs font-medium text-muted-foreground">Participants (2)</p>
        <ul className="space-y-1">
          <li className="flex items-center gap-3 rounded-md px-2 py-1.5">
            <PersonAvatar name={advisorName} image={advisorImage} className="size-8 text-xs" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{advisorName}</p>
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
                Online
              </p>
            </div>
          </li>
          <li className="flex items-center gap-3 rounded-md px-2 py-1.5">
            <PersonAvatar name={userName} image={userPhoto} className="size-8 text-xs" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">You</p>
              <p className="truncate text-xs text-muted-foreground">{userName}</p>
            </div>
          </li>
        </ul>
      </PopoverContent>
    </Popover>
  );
}
