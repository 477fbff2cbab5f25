import { useEffect } from 'react';
import { Banner, Button, Card } from '../../components/ui';
import type { LevelStore } from '../../speech/voice';
import { AnswerForm } from './AnswerForm';
import { LevelOrb } from './LevelOrb';
import { MatchPanel } from './MatchPanel';
import { text } from './messages';
import { canTriggerMatch, type VoiceState } from './session-machine';
import { canType, statusLine } from './status';
import { TranscriptLog } from './TranscriptLog';

/** Spec §2 "Active session": level display, status, reasoning, match button, transcript. */
export function ActiveSession({
  state,
  levels,
  onSend,
  onMatch,
  onEnd,
}: {
  state: VoiceState;
  levels: LevelStore | null;
  onSend: (answer: string) => boolean;
  onMatch: () => void;
  onEnd: () => void;
}) {
  const { phase, data } = state;
  const analyzing = phase === 'analyzing';
  // The conversation replaces the welcome card: show it from the top. (Braces: newer
  // browsers' scrollTo returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <div className="space-y-6">
      <h1 className="sr-only">Natural Matchmaker conversation</h1>
      <Card padding="lg">
        <div className="space-y-5">
          <LevelOrb levels={levels} phase={phase} />
          <p role="status" aria-live="polite" className="min-h-6 text-center font-medium text-fg">
            {statusLine(phase, state.textOnly)}
          </p>
          {data.currentQuestionReason && !analyzing && (
            <aside
              aria-labelledby="reasoning-title"
              className="rounded-xl border border-brand-100 bg-primary-soft/60 p-4 text-sm"
            >
              <h2 id="reasoning-title" className="font-semibold text-primary-soft-fg">
                {text.questionReasoning}
              </h2>
              <p className="mt-1 text-fg-body">{data.currentQuestionReason}</p>
            </aside>
          )}
          {state.notice && (
            <Banner tone="warning">
              <p>{state.notice}</p>
            </Banner>
          )}
          {!analyzing && <AnswerForm enabled={canType(phase)} onSend={onSend} />}
        </div>
      </Card>

      <Card padding="lg">
        <MatchPanel
          count={data.inferredCount}
          hasAnnouncedReady={data.hasAnnouncedReady}
          busy={analyzing}
          enabled={canTriggerMatch(state)}
          paused={state.matchingPaused}
          onMatch={onMatch}
        />
      </Card>

      <TranscriptLog lines={state.transcript} />

      {!analyzing && (
        <div className="text-center">
          <Button variant="ghost" size="sm" onClick={onEnd}>
            End conversation
          </Button>
        </div>
      )}
    </div>
  );
}
