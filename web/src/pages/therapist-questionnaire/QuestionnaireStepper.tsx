import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireResultTherapist, TherapistQuestion } from '@rapport/contracts';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../auth';
import { AppLayout, Banner, Button, Card, PageHeader, ProgressBar } from '../../components/ui';
import { clearDraft, hasContent, readDraft, saveDraft } from './draft';
import { InfoStep } from './InfoStep';
import { text } from './messages';
import { ProfileCreated } from './ProfileCreated';
import {
  blockingErrors,
  firstIncompleteStep,
  progressPercent,
  stepCount,
  stepKind,
  stepTitle,
  validateInfo,
  type InfoErrors,
  type TherapistInfo,
} from './questionnaire';
import { QuestionStep } from './QuestionStep';
import { ReviewStep } from './ReviewStep';
import { apiCalls, submitQuestionnaire } from './submit';

/**
 * The questionnaire proper (spec §2): information, one step per question, review. Only a
 * signed-in account gets here (the page asks for sign-in first); what it types is kept
 * as a draft until submitted, so an expired session loses nothing.
 */
export function QuestionnaireStepper({ questions }: { questions: readonly TherapistQuestion[] }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [draft] = useState(() => (user ? readDraft(user.id) : null));
  const [step, setStep] = useState(() =>
    Math.min(draft?.step ?? 0, stepCount(questions.length) - 1),
  );
  const [info, setInfo] = useState<TherapistInfo>(
    () =>
      draft?.info ?? {
        name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
        age: '',
        experience: '',
      },
  );
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({
    ...draft?.answers,
  }));
  const [infoErrors, setInfoErrors] = useState<InfoErrors>({});
  const [answerError, setAnswerError] = useState<string | undefined>();
  const [result, setResult] = useState<QuestionnaireResultTherapist | null>(null);
  const saved = useRef(new Map<string, string>());
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const submit = useMutation({
    mutationFn: () =>
      submitQuestionnaire(apiCalls, { questions, info, answers, user, saved: saved.current }),
    onSuccess: async (therapist) => {
      clearDraft();
      setResult(therapist);
      window.scrollTo({ top: 0 });
      await queryClient.invalidateQueries({
        // The portal's profile and responses; the questions themselves did not change.
        predicate: ({ queryKey: [key] }) =>
          typeof key === 'string' &&
          key.startsWith('questionnaire.') &&
          key !== 'questionnaire.get-therapist-questions',
      });
    },
  });

  useEffect(() => {
    if (user && !result && hasContent(info, answers))
      saveDraft({ userId: user.id, step, info, answers });
  }, [user, result, step, info, answers]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  if (result) return <ProfileCreated therapist={result} />;

  const steps = stepCount(questions.length);
  const kind = stepKind(step, questions.length);
  const question = kind.kind === 'question' ? questions[kind.index] : undefined;

  const goTo = (next: number) => {
    setAnswerError(undefined);
    setInfoErrors({});
    submit.reset();
    setStep(next);
  };

  const showProblemsAt = (target: number) => {
    const blocked = blockingErrors(target, questions, info, answers);
    setStep(target);
    setInfoErrors(blocked?.info ?? {});
    setAnswerError(blocked?.answer);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submit.isPending) return;
    if (kind.kind === 'review') {
      const incomplete = firstIncompleteStep(questions, info, answers);
      if (incomplete !== null) showProblemsAt(incomplete);
      else submit.mutate();
      return;
    }
    const blocked = blockingErrors(step, questions, info, answers);
    if (blocked) {
      setInfoErrors(blocked.info ?? {});
      setAnswerError(blocked.answer);
      return;
    }
    goTo(step + 1);
  };

  return (
    <AppLayout width="md">
      <PageHeader
        eyebrow={`Step ${step + 1} of ${steps}`}
        title="Therapist Questionnaire"
        description="Tell us how you work. Our experts' insights turn your answers into your profile."
      />
      <ProgressBar
        value={progressPercent(step, questions.length)}
        label="Questionnaire progress"
        showValue
        className="mb-6"
      />
      {draft && (
        <Banner tone="info" className="mb-6">
          Welcome back: your answers so far are kept.
        </Banner>
      )}
      <Card padding="lg">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="questionnaire-step"
          className="space-y-6"
        >
          <h2
            id="questionnaire-step"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold text-fg outline-none"
          >
            {stepTitle(step, questions.length)}
          </h2>
          {kind.kind === 'info' && (
            <InfoStep
              info={info}
              errors={infoErrors}
              onChange={(next) => {
                setInfo(next);
                if (Object.keys(infoErrors).length > 0) setInfoErrors(validateInfo(next));
              }}
            />
          )}
          {question && (
            <QuestionStep
              key={question.id}
              question={question}
              answer={answers[question.id] ?? ''}
              error={answerError}
              onChange={(answer) => {
                setAnswers((prev) => ({ ...prev, [question.id]: answer }));
                if (answer.trim() !== '') setAnswerError(undefined);
              }}
            />
          )}
          {kind.kind === 'review' && (
            <ReviewStep questions={questions} info={info} answers={answers} onEdit={goTo} />
          )}
          {submit.isError &&
            (submit.error instanceof ApiError && submit.error.status === 401 ? (
              <Banner
                tone="warning"
                title="Please log in again"
                action={
                  <Link
                    to="/login"
                    state={{ from: '/therapist-questionnaire', role: 'therapist' }}
                    className="text-sm font-semibold text-primary-text underline underline-offset-2"
                  >
                    Log In
                  </Link>
                }
              >
                Your session has ended. Your answers are kept: log in and you come back here to
                submit them.
              </Banner>
            ) : (
              <Banner tone="error">{text.submitFailed}</Banner>
            ))}
          <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-between">
            <Button
              variant="secondary"
              onClick={() => goTo(step - 1)}
              disabled={step === 0 || submit.isPending}
            >
              Previous
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {kind.kind === 'review' ? text.submit : 'Next'}
            </Button>
          </div>
        </form>
      </Card>
    </AppLayout>
  );
}
