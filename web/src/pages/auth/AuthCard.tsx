import type { ReactNode } from 'react';
import { AppLayout, Card } from '../../components/ui';

/** The frame of /login and /register: a centred card under the app header (Home, Login, Register). */
export function AuthCard({
  title,
  description,
  footer,
  children,
}: {
  title: string;
  description: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppLayout width="sm">
      <div className="animate-fade-in sm:pt-4">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
          <p className="mt-1.5 text-fg-muted">{description}</p>
        </div>
        <Card padding="lg">{children}</Card>
        <p className="mt-6 text-center text-sm text-fg-muted">{footer}</p>
      </div>
    </AppLayout>
  );
}
