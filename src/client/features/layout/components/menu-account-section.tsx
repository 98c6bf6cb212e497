import { Link, useNavigate } from 'react-router';
import { LogIn, LogOut } from 'lucide-react';
import { displayName } from '../../../../shared/account/me.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSignOut, useSession } from '../../auth/index.ts';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

/** Signed in: the user card (to /account) and Sign Out. Signed out: Sign In. A spinner meanwhile. */
export function MenuAccountSection({ onChoose }: { onChoose(): void }) {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();

  if (loading) return <Spinner label="Loading your account" className="mx-auto my-2" />;
  if (!user) {
    return (
      <Button
        className="w-full"
        onClick={() => {
          onChoose();
          void navigate('/auth?tab=signin');
        }}
      >
        <LogIn aria-hidden="true" />
        Sign In
      </Button>
    );
  }
  const name = displayName(user);
  return (
    <div className="space-y-2">
      <Link
        to="/account"
        onClick={onChoose}
        className="flex items-center gap-3 rounded-lg border p-3 transition hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <PersonAvatar name={user.name || null} image={user.photoURL} />
        <span className="min-w-0">
          <span className="block truncate font-medium">{name}</span>
          <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
        </span>
      </Link>
      <Button
        variant="outline"
        className="w-full"
        disabled={signOut.isPending}
        onClick={() => {
          onChoose();
          signOut.mutate();
        }}
      >
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}
