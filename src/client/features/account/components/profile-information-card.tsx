import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { displayName, type Me } from '../../../../shared/account/me.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AccountCard } from './account-card.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

const memberSinceFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The account's summary of the user, with the way to edit it on the profile. */
export function ProfileInformationCard({ user }: { user: Me }) {
  return (
    <AccountCard title="Profile Information" icon={UserRound} description="Your name, email and membership.">
      <div className="space-y-5">
        <div className="flex items-center gap-4">
          <PersonAvatar name={user.name || null} image={user.photoURL} className="size-16 text-lg" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{displayName(user)}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <dl className="grid gap-1 text-sm">
          <dt className="text-muted-foreground">Member since</dt>
          <dd className="font-medium">
            <time dateTime={user.createdAt}>{memberSinceFormat.format(new Date(user.createdAt))}</time>
          </dd>
        </dl>
        <Button asChild variant="outline">
          <Link to="/profile">Edit profile</Link>
        </Button>
      </div>
    </AccountCard>
  );
}
