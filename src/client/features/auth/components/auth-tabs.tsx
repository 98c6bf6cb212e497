import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { RequestInviteForm } from '../../invites/index.ts';
import { SignInForm } from './sign-in-form.tsx';

export type AuthTab = 'request' | 'signin';

interface AuthTabsProps {
  tab: AuthTab;
  onTabChange(tab: AuthTab): void;
  onSignedIn?: () => void;
  onNavigate?: () => void;
}

/** Request Invite and Sign In, side by side; used by the Access screen and the auth dialog. */
export function AuthTabs({ tab, onTabChange, onSignedIn, onNavigate }: AuthTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'signin' ? 'signin' : 'request')}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="request">Request Invite</TabsTrigger>
        <TabsTrigger value="signin">Sign In</TabsTrigger>
      </TabsList>
      <TabsContent value="request" className="pt-4">
        <RequestInviteForm />
      </TabsContent>
      <TabsContent value="signin" className="pt-4">
        <SignInForm onSignedIn={onSignedIn} onNavigate={onNavigate} />
      </TabsContent>
    </Tabs>
  );
}
