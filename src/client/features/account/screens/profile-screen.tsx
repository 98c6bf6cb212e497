import { Navigate } from 'react-router';
import { appName } from '../../../lib/env.ts';
import { useSession } from '../../auth/index.ts';
import { AccountPageHeader } from '../components/account-card.tsx';
import { AdvisorMemoryCard } from '../components/advisor-memory-card.tsx';
import { AccountSkeleton } from '../components/account-skeleton.tsx';
import { ChatHistoryCard } from '../components/chat-history-card.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { PersonalInformationCard } from '../components/personal-information-card.tsx';
import { ProfileSubscriptionCard } from '../components/subscription-card.tsx';

const pageTitle = 'Your Profile';

/** /profile: "Your Profile". Visitors are sent to /auth. */
export function ProfileScreen() {
  const { user, loading } = useSession();

  if (!loading && !user) return <Navigate to="/auth" replace />;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
      <title>{`${pageTitle} | ${appName}`}</title>
      <meta name="description" content="Manage your account settings and preferences." />
      {user ? (
        <>
          <AccountPageHeader title={pageTitle} subtitle="Manage your account settings and preferences" />
          {/* Keyed by user: a different account in this tab starts from its own values. */}
          <div key={user.id} className="space-y-6">
            <PersonalInformationCard user={user} />
            <PasswordCard email={user.email} />
            <ProfileSubscriptionCard user={user} />
            <ChatHistoryCard user={user} />
            <AdvisorMemoryCard user={user} />
          </div>
        </>
      ) : (
        <AccountSkeleton label="Loading your profile" cards={5} />
      )}
    </div>
  );
}
