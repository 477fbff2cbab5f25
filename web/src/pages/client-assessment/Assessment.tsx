import { useLayoutEffect, useRef, useState } from 'react';
import type { AssessmentQuestion } from '@rapport/contracts';
import { useAuth } from '../../auth';
import { PageHeader } from '../../components/ui';
import { CompletionView } from './CompletionView';
import { CrisisPanel } from './CrisisPanel';
import { QuestionStep } from './QuestionStep';
import { TherapistList } from './TherapistList';
import { useAssessment } from './useAssessment';

/** The assessment once questions are there: questions, completion, therapist list. */
export function Assessment({ questions }: { questions: readonly AssessmentQuestion[] }) {
  const { user } = useAuth();
  const { state, current, total, next, send, answerProblem } = useAssessment(
    questions,
    user?.id ?? '',
  );
  // Focus follows the question only once the person has moved; on arrival it stays put.
  const [moved, setMoved] = useState(false);
  useViewChangeFocus(state.view);

  return (
    <>
      {state.crisis && <CrisisPanel notice={state.crisis} />}

      {state.view === 'questions' && current && (
        <>
          <PageHeader
            title="Client Assessment"
            description="Answer in your own words. There are no right or wrong answers; what you share helps us find a therapist who fits you."
          />
          <QuestionStep
            key={current.id}
            question={current}
            index={state.index}
            total={total}
            answer={state.answers[current.id] ?? ''}
            error={answerProblem}
            sending={state.sending}
            focusOnMount={moved}
            onEdit={(text) => send({ type: 'edit', questionId: current.id, text })}
            onDictated={(text) => send({ type: 'dictated', questionId: current.id, text })}
            onPrevious={() => {
              setMoved(true);
              send({ type: 'previous' });
            }}
            onNext={() => {
              setMoved(true);
              void next();
            }}
          />
        </>
      )}

      {state.view === 'complete' && (
        <CompletionView
          recommendation={state.recommendation}
          therapists={state.therapists}
          onShowTherapists={() => send({ type: 'show-therapists' })}
          onRestart={() => {
            setMoved(false);
            send({ type: 'restart' });
          }}
        />
      )}

      {state.view === 'therapists' && (
        <TherapistList
          therapists={state.therapists}
          recommendedId={state.recommendation?.therapist.id ?? null}
          onBack={() => send({ type: 'back-to-recommendation' })}
        />
      )}
    </>
  );
}

/**
 * A new view (completion, therapist list) starts at the top, with focus at the start of
 * the content for keyboard and screen-reader users. A layout effect, so crisis resources
 * arriving in the same update still take focus after it (CrisisPanel).
 */
function useViewChangeFocus(view: string) {
  const previous = useRef(view);
  useLayoutEffect(() => {
    if (previous.current === view) return;
    previous.current = view;
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [view]);
}
