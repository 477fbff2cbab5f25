import { useState } from 'react';
import { Badge, Button, Select, Textarea } from '../../components/ui';
import type { DraftQuestion, QuestionPatch } from './contribution-editor';
import { audienceGroup, groupTitles } from './questions';
import { SourceQuote } from './SourceQuote';

const audienceOptions = [
  { value: 'client', label: 'Client' },
  { value: 'therapist', label: 'Therapist' },
] as const;

/** One question of a contribution: view, edit (question, reasoning, audience), convert, remove. */
export function QuestionEditor({
  number,
  question,
  converting,
  disabled,
  onChange,
  onConvert,
  onRemove,
}: {
  /** Its place on the page, naming it for screen readers ('Question 3'). */
  number: number;
  question: DraftQuestion;
  converting: boolean;
  disabled: boolean;
  onChange: (patch: QuestionPatch) => void;
  onConvert: () => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const group = audienceGroup(question.audience);
  return (
    <article
      aria-label={`Question ${number}`}
      className="space-y-3 rounded-xl bg-canvas p-4 ring-1 ring-line"
    >
      {editing ? (
        <div className="space-y-3">
          <Textarea
            label="Question"
            rows={2}
            value={question.question}
            onChange={(e) => onChange({ question: e.target.value })}
          />
          <Textarea
            label="Reasoning"
            rows={2}
            value={question.reasoning}
            onChange={(e) => onChange({ reasoning: e.target.value })}
          />
          <Select
            label="Audience"
            options={audienceOptions}
            placeholder={group === 'other' ? 'Other' : undefined}
            value={group === 'other' ? '' : group}
            onChange={(e) => onChange({ audience: e.target.value })}
          />
        </div>
      ) : (
        <div className="space-y-1">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 flex-1 font-medium text-fg">{question.question}</p>
            <Badge
              className="shrink-0"
              tone={group === 'therapist' ? 'brand' : group === 'client' ? 'accent' : 'neutral'}
            >
              {groupTitles[group]}
            </Badge>
          </div>
          {question.reasoning && <p className="text-sm text-fg-muted">{question.reasoning}</p>}
          <SourceQuote source={question.source} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(!editing)}
          disabled={disabled}
        >
          {editing ? 'Done' : 'Edit'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onConvert}
          loading={converting}
          disabled={disabled}
        >
          To Insight
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
          Remove
        </Button>
      </div>
    </article>
  );
}
