import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiQuery } from '../../api/client';
import { useAuth } from '../../auth';
import { WrongRole } from '../../auth/WrongRole';
import { AppLayout, LoadingScreen } from '../../components/ui';
import { EditResponse } from './EditResponse';
import { NoQuestions } from './NoQuestions';
import { QuestionnaireStepper } from './QuestionnaireStepper';
import { SignInFirst } from './SignInFirst';

/**
 * /therapist-questionnaire (spec §2): the stepper, or with ?edit={responseId} the editor
 * of one stored answer. A visitor signs in first (issue 14); a client is told the page is
 * for therapists and stays signed in.
 */
export default function TherapistQuestionnairePage() {
  const [search] = useSearchParams();
  const { user } = useAuth();
  const editId = search.get('edit');
  if (!user) return <SignInFirst />;
  if (user.role === 'client') {
    return (
      <WrongRole role="client" pageFor="therapists" title="This questionnaire is for therapists" />
    );
  }
  if (editId) return <EditResponse responseId={editId} />;
  return <Questionnaire />;
}

function Questionnaire() {
  const questions = useQuery({
    ...apiQuery('questionnaire.get-therapist-questions'),
    // The questions are fixed for one sitting: a refetch must not reshuffle the steps.
    staleTime: Infinity,
  });
  if (questions.isPending) {
    return (
      <AppLayout width="md">
        <LoadingScreen label="Loading questions..." />
      </AppLayout>
    );
  }
  const list = questions.data?.questions ?? [];
  if (questions.isError || list.length === 0) return <NoQuestions />;
  return <QuestionnaireStepper questions={list} />;
}
