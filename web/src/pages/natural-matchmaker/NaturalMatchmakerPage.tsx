import { LoadingScreen } from '../../components/ui';
import { ConsentGate } from '../privacy/ConsentGate';
import { ConsentNote } from './ConsentNote';
import { InviteGate } from './InviteGate';
import { MatchmakerLayout } from './MatchmakerLayout';
import { useInviteAccess } from './useInviteAccess';
import { VoiceErrorBoundary } from './VoiceErrorBoundary';
import { VoiceMatchmaker } from './VoiceMatchmaker';

/**
 * /natural-matchmaker (spec §2): the invite gate, the consent step (issue 16), then the voice
 * assistant. A render crash anywhere below shows 'Something went wrong' with 'Restart Session'.
 */
export default function NaturalMatchmakerPage() {
  return (
    <MatchmakerLayout>
      <VoiceErrorBoundary>
        <Gate />
      </VoiceErrorBoundary>
    </MatchmakerLayout>
  );
}

function Gate() {
  const access = useInviteAccess();
  if (access.state === 'checking') return <LoadingScreen label="Checking access..." />;
  if (access.state === 'gate') {
    return (
      <InviteGate
        error={access.error}
        submitting={access.submitting}
        onSubmit={(code) => void access.submit(code)}
      />
    );
  }
  return (
    <ConsentGate purpose="voice" notes={(signedIn) => <ConsentNote signedIn={signedIn} />}>
      <VoiceMatchmaker />
    </ConsentGate>
  );
}
