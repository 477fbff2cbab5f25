import { useCallback, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AssessmentQuestion } from '@rapport/contracts';
import { consentRequired } from '@rapport/contracts/constants';
import { api, ApiError } from '../../api/client';
import { useToast } from '../../components/ui';
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
 * An empty answer is said at the field ('Please provide an answer before continuing'); a
 * failed call in the toast region, and the typed answer stays.
 */
export function useAssessment(questions: readonly AssessmentQuestion[], userId: string) {
  const [state, dispatch] = useReducer(assessmentStep, initialAssessment);
  const toast = useToast();
  const [answerProblem, setAnswerProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const total = questions.length;
  const current = questions[state.index];

  const next = useCallback(async () => {
    if (!current || state.sending) return;
    const text = state.answers[current.id] ?? '';
    const invalid = answerError(text);
    if (invalid) {
      setAnswerProblem(invalid);
      return;
    }
    setAnswerProblem(null);
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
    } catch (err) {
      dispatch({ type: 'send-failed' });
      // Refused for missing consent: the consent step comes back instead (ConsentGate).
      if (!(err instanceof ApiError && err.code === consentRequired.code)) {
        toast.error(messages.processingFailed);
      }
    }
  }, [current, queryClient, questions, state, toast, total, userId]);

  const send = useCallback((event: AssessmentEvent) => {
    // Typing, or moving to another question, answers the message about an empty answer.
    if (event.type !== 'send-start' && event.type !== 'send-failed') setAnswerProblem(null);
    dispatch(event);
  }, []);

  return { state, current, total, next, send, answerProblem };
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
