import type { TherapistQuestion } from '@rapport/contracts';
import { AnswerField } from './AnswerField';
import { contributor } from './questionnaire';

/** One 'Question n of N' step: the question, why it is asked, who asked it, the answer. */
export function QuestionStep({
  question,
  answer,
  error,
  onChange,
}: {
  question: TherapistQuestion;
  answer: string;
  error?: string;
  onChange: (answer: string) => void;
}) {
  const credit = contributor(question);
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <p className="text-lg font-medium text-fg">{question.text}</p>
        {question.reasoning && (
          <p className="text-sm text-fg-muted">
            <span className="font-medium text-fg-body">Why we ask: </span>
            {question.reasoning}
          </p>
        )}
        {credit && <p className="text-sm font-medium text-info-text">{credit}</p>}
      </div>
      <AnswerField
        key={question.id}
        label="Your answer"
        value={answer}
        onChange={onChange}
        error={error}
      />
    </div>
  );
}
