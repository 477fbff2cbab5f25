import type { ReactNode } from 'react';
import { AppLayout } from '../../components/ui';

/**
 * Spec §2: a header with the logo and, when logged in, My Profile (to /client-profile).
 * The app header gives both, with Home and the account links, on the invite gate too.
 */
export function MatchmakerLayout({ children }: { children: ReactNode }) {
  return (
    <AppLayout width="md" footer={<p>Rapport · Natural Matchmaker</p>}>
      {children}
    </AppLayout>
  );
}
