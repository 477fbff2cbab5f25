import type { ReactNode } from 'react';
import { AppLayout, Card } from '../../components/ui';

/** The frame of /login and /register: a centred card under the app header. */
export function AuthCard({
  title,
  description,
  headerAction,
  footer,
  children,
}: {
  title: string;
  description: string;
  headerAction: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppLayout width="sm" actions={headerAction}>
      <div className="animate-fade-in sm:pt-4">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1.5 text-slate-600">{description}</p>
        </div>
        <Card padding="lg">{children}</Card>
        <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>
      </div>
    </AppLayout>
  );
}
