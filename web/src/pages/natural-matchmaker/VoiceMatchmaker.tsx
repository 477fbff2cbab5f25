import { useState } from 'react';
import { Button, Card, LoadingScreen } from '../../components/ui';
import { useAuth } from '../../auth';
import { CrisisPanel } from '../client-assessment/CrisisPanel';
import { ActiveSession } from './ActiveSession';
import { IdleView } from './IdleView';
import { MatchPanel } from './MatchPanel';
import { text, voice } from './messages';
import { EndedView, ResultView } from './ResultView';
import { hasContent } from './session-body';
import { canTriggerMatch } from './session-machine';
import { useSavedSession } from './useSavedSession';
import { useVoiceSession } from './useVoiceSession';

/** The voice assistant screen behind the invite gate (spec §2 "Voice assistant screen"). */
export function VoiceMatchmaker() {
  const { token } = useAuth();
  const loggedIn = token !== null;
  const saved = useSavedSession(loggedIn);
  const v = useVoiceSession({ loggedIn });
  const { state } = v;
  // Once the user chose Continue or Start Fresh, the saved list has had its say.
  const [savedHandled, setSavedHandled] = useState(false);
  const [loadingSaved, setLoadingSaved] = useState(false);

  const crisis = state.crisis && (
    <div>
      <CrisisPanel notice={state.crisis} />
      {state.matchingPaused && (
        <div className="-mt-3 mb-6 flex justify-end">
          <Button variant="secondary" size="sm" onClick={v.acknowledgeCrisis}>
            I&apos;ve read this, continue
          </Button>
        </div>
      )}
    </div>
  );

  const readyPanel = state.data.inferredCount >= voice.matchThreshold && (
    <Card padding="lg">
      <MatchPanel
        count={state.data.inferredCount}
        hasAnnouncedReady={state.data.hasAnnouncedReady}
        busy={false}
        enabled={canTriggerMatch(state)}
        paused={state.matchingPaused}
        onMatch={() => void v.findTherapist()}
      />
    </Card>
  );

  let body;
  if (state.phase === 'idle') {
    const inMemory = hasContent(state) || state.data.sessionId !== undefined;
    const savedId = !inMemory && !savedHandled ? saved.latest?.sessionId : undefined;
    if (saved.loading && !savedHandled && !inMemory) {
      body = <LoadingScreen label="Loading your session..." />;
    } else {
      body = (
        <IdleView
          returning={inMemory || savedId !== undefined}
          status={state.status}
          statusIsError={state.status !== null && state.status !== text.sessionEnded}
          busy={loadingSaved}
          onStart={() => {
            setSavedHandled(true);
            v.startConversation();
          }}
          onContinue={() => {
            setSavedHandled(true);
            if (savedId === undefined) {
              v.startConversation();
              return;
            }
            setLoadingSaved(true);
            void v.continueSaved(savedId).finally(() => setLoadingSaved(false));
          }}
          onStartFresh={() => {
            setSavedHandled(true);
            v.startFresh();
          }}
        >
          {readyPanel}
        </IdleView>
      );
    }
  } else if (state.phase === 'complete') {
    body = state.recommendation ? (
      <ResultView recommendation={state.recommendation} summary={state.summary} />
    ) : (
      <EndedView message={state.completeMessage}>{readyPanel}</EndedView>
    );
  } else {
    body = (
      <ActiveSession
        state={state}
        levels={v.levels}
        onSend={v.sendText}
        onMatch={() => void v.findTherapist()}
        onEnd={v.endConversation}
      />
    );
  }

  return (
    <>
      {crisis}
      {body}
    </>
  );
}
