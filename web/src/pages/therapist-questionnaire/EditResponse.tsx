import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoredResponse } from '@rapport/contracts';
import { apiQuery, api, messageOr } from '../../api/client';
import { useAuth } from '../../auth';
import {
  AppLayout,
  Banner,
  Button,
  ButtonLink,
  Card,
  LoadingScreen,
  PageHeader,
} from '../../components/ui';
import { AnswerField } from './AnswerField';
import { text } from './messages';
import { answerError } from './questionnaire';

const questionsTab = '/therapist-dashboard/questions';

/** ?edit={responseId}: change one stored answer, then back to the portal's Questions tab. */
export function EditResponse({ responseId }: { responseId: string }) {
  const { user } = useAuth();
  if (!user) {
    return (
      <AppLayout width="md">
        <Banner tone="error" action={<ButtonLink to="/login">{text.goToLogin}</ButtonLink>}>
          {text.notAuthenticated}
        </Banner>
      </AppLayout>
    );
  }
  return <EditResponseFor userId={user.id} responseId={responseId} />;
}

function EditResponseFor({ userId, responseId }: { userId: string; responseId: string }) {
  const options = apiQuery('questionnaire.get-therapist-responses', { params: { userId } });
  const responses = useQuery(options);
  const current = responses.data?.responses.find((r) => r.id === responseId);

  let body;
  if (responses.isPending) body = <LoadingScreen label="Loading your response..." />;
  else if (responses.isError)
    body = (
      <Banner
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void responses.refetch()}>
            Try Again
          </Button>
        }
      >
        Failed to load your response. Please try again.
      </Banner>
    );
  else if (!current)
    body = (
      <Banner
        tone="warning"
        action={<ButtonLink to={questionsTab}>Back to Your Questions</ButtonLink>}
      >
        This response could not be found.
      </Banner>
    );
  else
    body = (
      <EditForm key={current.id} userId={userId} response={current} queryKey={options.queryKey} />
    );

  return (
    <AppLayout width="md">
      <PageHeader eyebrow="Therapist Questionnaire" title={text.editResponse} />
      {body}
    </AppLayout>
  );
}

function EditForm({
  userId,
  response,
  queryKey,
}: {
  userId: string;
  response: StoredResponse;
  queryKey: readonly unknown[];
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState(response.answer);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () =>
      api('questionnaire.save-therapist-response', {
        body: {
          userId,
          questionId: response.questionId,
          question: response.question,
          answer: answer.trim(),
          responseId: response.id,
        },
      }),
    onSuccess: async ({ response: updated }) => {
      queryClient.setQueryData<{ responses: StoredResponse[] }>(queryKey, (old) =>
        old ? { responses: old.responses.map((r) => (r.id === response.id ? updated : r)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey });
      await navigate(questionsTab);
    },
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const problem = answerError(answer);
    setError(problem);
    if (!problem) save.mutate();
  };

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="edit-question">
        <h2 id="edit-question" className="text-lg font-medium text-fg">
          {response.question}
        </h2>
        <AnswerField
          label="Your answer"
          value={answer}
          onChange={(next) => {
            setAnswer(next);
            if (next.trim() !== '') setError(undefined);
          }}
          error={error}
        />
        {save.isError && (
          <Banner tone="error">
            {messageOr(save.error, 'There was an error saving your response. Please try again.')}
          </Banner>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={questionsTab} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" loading={save.isPending}>
            Save Response
          </Button>
        </div>
      </form>
    </Card>
  );
}
