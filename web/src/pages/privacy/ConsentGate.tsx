import { useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../components/ui';
import { ConsentStep } from './ConsentStep';
import type { ConsentPurpose } from './notice';
import { useConsent } from './useConsent';

/**
 * Shows the consent step for `purpose` until the user agreed, then `children` (issue 16).
 * When the server later refuses for missing consent, the step comes back in front of the
 * screen, which stays mounted underneath so nothing typed is lost; after agreeing, the
 * person carries on where they were.
 */
export function ConsentGate({
  purpose,
  upfront = true,
  notes,
  children,
}: {
  purpose: ConsentPurpose;
  /** False: the step shows only once the server refused a call for missing consent. */
  upfront?: boolean;
  /** Shown inside the notice, e.g. that a guest account will be created. */
  notes?: (signedIn: boolean) => ReactNode;
  children: ReactNode;
}) {
  const consent = useConsent(purpose, { upfront });
  const [passed, setPassed] = useState(false);
  const given = consent.state === 'given';
  // Once through, the screen stays mounted (see above).
  if (given && !passed) setPassed(true);

  if (consent.state === 'checking' && !passed) {
    return <LoadingScreen label="Loading..." />;
  }
  const step = !given && consent.state !== 'checking' && (
    <ConsentStep
      purpose={purpose}
      agreeing={consent.agreeing}
      error={consent.error}
      onAgree={() => void consent.agree()}
      takeFocus={passed}
      headingLevel={upfront ? 1 : 2}
    >
      {notes?.(consent.signedIn)}
    </ConsentStep>
  );
  if (!passed) return step;
  return (
    <>
      {step || (!given && <LoadingScreen label="Loading..." />)}
      <div hidden={!given}>{children}</div>
    </>
  );
}
