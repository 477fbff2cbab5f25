import type { ReactNode } from 'react';
import { Card } from '../components/ui';

/** Marks a screen whose real content is built by a later issue. */
export function Placeholder({ issue, children }: { issue: string; children?: ReactNode }) {
  return (
    <Card className="border-dashed">
      <p className="text-sm text-fg-subtle">This screen is being built ({issue}).</p>
      {children}
    </Card>
  );
}
