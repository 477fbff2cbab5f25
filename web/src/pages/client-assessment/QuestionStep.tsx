import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { AssessmentQuestion } from '@rapport/contracts';
import { Button, Card, ProgressBar, Textarea } from '../../components/ui';
import { MicButton } from '../../speech/MicButton';
import { useDictation } from '../../speech/useDictation';
import { isLastQuestion, progressPercent } from './assessment-flow';
import { messages } from './messages';

export interface QuestionStepProps {
  question: AssessmentQuestion;
  index: number;
  total: number;
  answer: string;
  /** Why the answer cannot be sent yet (spec §8 'Please provide an answer before continuing'). */
  error?: string | null;
  sending: boolean;
  /** Move focus to the question (after Next or Previous, not on first load). */
  focusOnMount: boolean;
  onEdit: (text: string) => void;
  onDictated: (text: string) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * One question (spec §2 "Question view"). Rendered with a key per question, so moving to
 * another question ends any dictation in progress.
 */
export function QuestionStep({
  question,
  index,
  total,
  answer,
  error,
  sending,
  focusOnMount,
  onEdit,
  onDictated,
  onPrevious,
  onNext,
}: QuestionStepProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [interim, setInterim] = useState('');
  const dictation = useDictation({
    continuous: true,
    deniedHint: messages.microphoneHint,
    onText: (final, pending) => {
      if (final) onDictated(final);
      setInterim(pending);
    },
  });
  const last = isLastQuestion(index, total);

  // A layout effect: it runs before CrisisPanel's passive one, so crisis resources shown
  // in the same update take focus after it.
  useLayoutEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  // An empty answer is refused at the field: the cursor goes there to type it.
  useEffect(() => {
    if (error) form.current?.querySelector('textarea')?.focus();
  }, [error]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    dictation.stop();
    setInterim('');
    onNext();
  }

  function previous() {
    dictation.stop();
    onPrevious();
  }

  return (
    <section aria-labelledby={headingId}>
      <Card padding="lg" className="animate-fade-in">
        <form ref={form} onSubmit={submit} noValidate className="space-y-6">
          <div className="space-y-2">
            <p className="text-sm font-medium text-primary-text">
              Question {index + 1} of {total}
            </p>
            <ProgressBar value={progressPercent(index, total)} label="Assessment progress" />
          </div>

          <div className="space-y-2">
            <h2
              id={headingId}
              ref={heading}
              tabIndex={-1}
              className="text-xl font-semibold text-fg outline-none sm:text-2xl"
            >
              {question.text}
            </h2>
            {question.source?.therapist && (
              <p className="text-sm text-fg-subtle">
                Contributed by Dr. {question.source.therapist}
              </p>
            )}
          </div>

          {question.reasoning && (
            <div className="rounded-xl bg-info-soft px-4 py-3 text-sm text-info-soft-fg">
              <h3 className="font-semibold">Why we&apos;re asking</h3>
              <p className="mt-1">{question.reasoning}</p>
            </div>
          )}

          <div className="space-y-1.5">
            <Textarea
              label="Your answer"
              rows={6}
              value={answer}
              error={error ?? undefined}
              readOnly={sending}
              placeholder="Type your answer, or use the microphone to dictate it."
              onChange={(e) => onEdit(e.target.value)}
              action={
                <MicButton
                  listening={dictation.listening}
                  onClick={dictation.toggle}
                  disabled={sending}
                />
              }
            />
            {dictation.listening && (
              <p className="text-sm text-fg-subtle" aria-live="polite">
                Listening...{' '}
                {interim && (
                  <span className="text-fg-subtle italic" aria-hidden="true">
                    {interim}
                  </span>
                )}
              </p>
            )}
          </div>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              variant="secondary"
              onClick={previous}
              disabled={index === 0 || sending}
              className="sm:min-w-32"
            >
              Previous
            </Button>
            <Button type="submit" loading={sending} className="sm:min-w-32">
              {sending ? 'Processing...' : last ? 'Submit' : 'Next'}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
