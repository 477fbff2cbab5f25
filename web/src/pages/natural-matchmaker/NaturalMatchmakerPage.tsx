import { LoadingScreen } from '../../components/ui';
import { InviteGate } from './InviteGate';
import { MatchmakerLayout } from './MatchmakerLayout';
import { useInviteAccess } from './useInviteAccess';
import { VoiceErrorBoundary } from './VoiceErrorBoundary';
import { VoiceMatchmaker } from './VoiceMatchmaker';

/**
 * /natural-matchmaker (spec §2): the invite gate, then the voice assistant. A render crash
 * anywhere below shows 'Something went wrong' with 'Restart Session'.
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
  return <VoiceMatchmaker />;
}
