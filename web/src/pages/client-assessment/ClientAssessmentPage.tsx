import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/client';
import { LoadingScreen } from '../../components/ui';
import { ConsentGate } from '../privacy/ConsentGate';
import { Assessment } from './Assessment';
import { AssessmentLayout } from './AssessmentLayout';
import { NoQuestions } from './NoQuestions';

/**
 * The written client assessment (spec §2): the experts' client questions one at a time,
 * then the recommendation. A failed question load shows the empty screen, as in the
 * questionnaire (spec §8). Before the first answer, the consent step (issue 16).
 */
export default function ClientAssessmentPage() {
  const questions = useQuery({
    ...apiQuery('client-profile.get-assessment-questions'),
    // The set must not change under someone halfway through it.
    staleTime: Infinity,
    retry: 1,
  });

  return (
    <AssessmentLayout>
      <ConsentGate purpose="assessment">
        {questions.isPending ? (
          <LoadingScreen label="Loading assessment questions..." />
        ) : !questions.data?.questions.length ? (
          <NoQuestions />
        ) : (
          <Assessment questions={questions.data.questions} />
        )}
      </ConsentGate>
    </AssessmentLayout>
  );
}
