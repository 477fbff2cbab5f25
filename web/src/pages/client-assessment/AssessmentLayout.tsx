import type { ReactNode } from 'react';
import { AppLayout } from '../../components/ui';

/**
 * The assessment's frame (spec §2): the app header gives My Profile, Home and Login (or
 * Logout for a registered client); a prototype footer.
 */
export function AssessmentLayout({ children }: { children: ReactNode }) {
  return (
    <AppLayout width="md" footer={<p>Rapport · internal dev prototype</p>}>
      {children}
    </AppLayout>
  );
}
