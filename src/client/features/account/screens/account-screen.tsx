import { Link } from 'react-router';
import { LogIn, UserRound } from 'lucide-react';
import { profileMessages } from '../../../../shared/account/me.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { appName } from '../../../lib/env.ts';
import { useSession } from '../../auth/index.ts';
import { CheckoutConfirmation } from '../../billing/index.ts';
import { AccountPageHeader } from '../components/account-card.tsx';
import { AccountSkeleton } from '../components/account-skeleton.tsx';
import { DeleteAccountCard } from '../components/delete-account-card.tsx';
import { DownloadDataCard } from '../components/download-data-card.tsx';
import { MailingListCard } from '../components/mailing-list-card.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { PremiumFeaturesCard } from '../components/premium-features-card.tsx';
import { ProfileInformationCard } from '../components/profile-information-card.tsx';
import { AccountSubscriptionCard } from '../components/subscription-card.tsx';

const pageTitle = 'My Account';

/** /account: "My Account". Visitors are asked to sign in. */
export function AccountScreen() {
  const { user, loading } = useSession();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6 md:py-12">
      <title>{`${pageTitle} | ${appName}`}</title>
      <meta name="description" content="Your account, plan, password and mailing list preferences." />
      {loading ? (
        <AccountSkeleton label="Loading your account" cards={4} className="lg:grid-cols-2" />
      ) : user ? (
        <>
          <AccountPageHeader title={pageTitle} subtitle="Your profile, plan and email preferences in one place" />
          <CheckoutConfirmation />
          <div key={user.id} className="grid gap-6 lg:grid-cols-2">
            <ProfileInformationCard user={user} />
            <PasswordCard email={user.email} />
            <AccountSubscriptionCard user={user} />
            <PremiumFeaturesCard user={user} />
            <MailingListCard email={user.email} className="lg:col-span-2" />
            <DownloadDataCard className="lg:col-span-2" />
            <DeleteAccountCard user={user} className="lg:col-span-2" />
          </div>
        </>
      ) : (
        <SignedOutAccount />
      )}
    </div>
  );
}

function SignedOutAccount() {
  return (
    <>
      <AccountPageHeader title={pageTitle} />
      <div className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-12 text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary">
          <UserRound aria-hidden="true" className="size-7" />
        </div>
        <p className="text-lg">{profileMessages.signInToView}</p>
        <Button asChild>
          <Link to="/auth?tab=signin">
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </Button>
      </div>
    </>
  );
}
