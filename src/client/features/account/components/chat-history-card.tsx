import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import type { Me } from '../../../../shared/account/me.schema.ts';
import { freeChatsNote } from '../premium-plan.ts';
import { AccountCard } from './account-card.tsx';

/**
 * Saved conversations are a Premium feature that arrives with chat; until then the card says so
 * plainly instead of showing an empty or fake list.
 */
export function ChatHistoryCard({ user }: { user: Me }) {
  return (
    <AccountCard title="Chat History" icon={MessagesSquare} description="Your saved conversations with advisors.">
      {user.isSubscribed ? (
        <p className="text-sm text-muted-foreground">Your saved conversations will appear here once chat is available.</p>
      ) : (
        <div className="space-y-2 text-sm">
          <p>{freeChatsNote}</p>
          <p className="text-muted-foreground">
            Premium members will find their saved conversations here once chat is available.{' '}
            <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
              See plans
            </Link>
          </p>
        </div>
      )}
    </AccountCard>
  );
}
