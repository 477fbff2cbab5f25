import type { TherapistQuestion } from '@rapport/contracts';
import { Button } from '../../components/ui';
import type { Answers, TherapistInfo } from './questionnaire';

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-fg-muted">{term}</dt>
      <dd className="text-fg break-words">{children}</dd>
    </div>
  );
}

/** 'Review & Submit': everything entered, with a way back to each step. */
export function ReviewStep({
  questions,
  info,
  answers,
  onEdit,
}: {
  questions: readonly TherapistQuestion[];
  info: TherapistInfo;
  answers: Answers;
  onEdit: (step: number) => void;
}) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="review-info" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="review-info" className="font-semibold text-fg">
            Your information
          </h3>
          <Button
            variant="link"
            size="sm"
            onClick={() => onEdit(0)}
            aria-label="Edit your information"
          >
            Edit
          </Button>
        </div>
        <dl className="divide-y divide-line">
          <Row term="Name">{info.name.trim()}</Row>
          <Row term="Age">{info.age.trim() || 'Not provided'}</Row>
          <Row term="Years of experience">{info.experience.trim()}</Row>
        </dl>
      </section>
      <section aria-labelledby="review-answers" className="space-y-2">
        <h3 id="review-answers" className="font-semibold text-fg">
          Your answers
        </h3>
        <ol className="space-y-3">
          {questions.map((q, i) => (
            <li key={q.id} className="rounded-xl border border-line bg-canvas p-4">
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-fg">
                  {i + 1}. {q.text}
                </p>
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => onEdit(i + 1)}
                  aria-label={`Edit answer ${i + 1}`}
                >
                  Edit
                </Button>
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-fg-body">
                {answers[q.id]?.trim()}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
