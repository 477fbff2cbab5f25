import { useCallback, useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssessmentQuestion } from '@rapport/contracts';
import { api } from '../../api/client';
import { profileQueryKey } from '../client-portal/useClientProfile';
import {
  answerError,
  assessmentStep,
  initialAssessment,
  isLastQuestion,
  type AssessmentEvent,
} from './assessment-flow';
import { messages } from './messages';
import { analysisResponses } from './relationship-keys';

/**
 * The assessment's calls around the pure state machine: Next sends the answer
 * (process-response); after the last one the whole set is analysed (analyze-responses).
 */
export function useAssessment(
  questions: readonly AssessmentQuestion[],
  userId: string,
  alert: (message: string) => void = (m) => window.alert(m),
) {
  const [state, dispatch] = useReducer(assessmentStep, initialAssessment);
  const queryClient = useQueryClient();
  const total = questions.length;
  const current = questions[state.index];

  const next = useCallback(async () => {
    if (!current || state.sending) return;
    const text = state.answers[current.id] ?? '';
    const invalid = answerError(text);
    if (invalid) {
      alert(invalid);
      return;
    }
    dispatch({ type: 'send-start' });
    try {
      const saved = await api('client-profile.process-response', {
        body: {
          questionId: current.id,
          response: text.trim(),
          userId,
          ...(current.originalId ? { originalQuestionId: current.originalId } : {}),
        },
      });
      dispatch({ type: 'answer-accepted', total, crisis: saved.crisis });
      if (!isLastQuestion(state.index, total)) return;

      const analysis = await api('client-profile.analyze-responses', {
        body: { responses: analysisResponses(questions, state.answers), userId },
      });
      dispatch({
        type: 'analysis-done',
        recommendation: analysis.recommendation,
        therapists: analysis.therapists,
        crisis: analysis.crisis,
      });
      const refreshProfile = () => queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void refreshProfile();
      startProfileGeneration(userId, refreshProfile);
    } catch {
      dispatch({ type: 'send-failed' });
      alert(messages.processingFailed);
    }
  }, [alert, current, queryClient, questions, state, total, userId]);

  const send = useCallback((event: AssessmentEvent) => dispatch(event), []);

  return { state, current, total, next, send };
}

/**
 * 'Assessment Complete!' says the personality profile is being generated: it is, in the
 * background. A failure is not shown here; the Personality Profile page offers the
 * generate button again.
 */
function startProfileGeneration(userId: string, done: () => Promise<unknown>): void {
  void api('client-profile.generate-client-profile', { params: { userId } })
    .then(done)
    .catch(() => {
      // Left to the Personality Profile page, which offers generation again.
    });
}
