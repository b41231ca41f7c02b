import { useCurrentUser } from '@/api/auth';
import { Page } from '@/components/ui/page';
import { ApiTokensCard } from './components/api-tokens-card';
import { DefaultViewCard } from './components/default-view-card';
import { ProfileCard } from './components/profile-card';
import { SessionsCard } from './components/sessions-card';
import { ThemeCard } from './components/theme-card';

/** The Account screen (issue 7, item 4): profile, default view, theme, sessions and personal API tokens. */
export function AccountPage() {
  const user = useCurrentUser();
  return (
    <Page title="Account" description="Your profile, preferences, sessions and API tokens." className="max-w-4xl">
      <div className="space-y-6">
        <ProfileCard user={user} />
        <DefaultViewCard />
        <ThemeCard />
        <SessionsCard />
        <ApiTokensCard />
      </div>
    </Page>
  );
}
