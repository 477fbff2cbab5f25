import type { ReactNode } from 'react';
import { AppLayout, ButtonLink } from '../../components/ui';
import { useAuth } from '../../auth';
import { text } from './messages';

/** Spec §2: a header with the logo and, when logged in, My Profile (to /client-profile). */
export function MatchmakerLayout({ children }: { children: ReactNode }) {
  const { token } = useAuth();
  return (
    <AppLayout
      width="md"
      actions={
        token ? (
          <ButtonLink to="/client-profile" variant="secondary" size="sm">
            {text.myProfile}
          </ButtonLink>
        ) : undefined
      }
      footer={<p>Rapport · Natural Matchmaker</p>}
    >
      {children}
    </AppLayout>
  );
}
