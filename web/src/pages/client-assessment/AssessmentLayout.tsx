import type { ReactNode } from 'react';
import { AppLayout, ButtonLink } from '../../components/ui';

/** The assessment's frame (spec §2): My Profile, Home and Login; a prototype footer. */
export function AssessmentLayout({ children }: { children: ReactNode }) {
  return (
    <AppLayout
      width="md"
      actions={
        <nav aria-label="Assessment" className="flex flex-wrap items-center gap-1">
          <ButtonLink to="/client-profile" variant="ghost" size="sm">
            My Profile
          </ButtonLink>
          <ButtonLink to="/" variant="ghost" size="sm">
            Home
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" size="sm">
            Login
          </ButtonLink>
        </nav>
      }
      footer={<p>Rapport · internal dev prototype</p>}
    >
      {children}
    </AppLayout>
  );
}
