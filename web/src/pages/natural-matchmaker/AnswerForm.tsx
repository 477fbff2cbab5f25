import { useState, type FormEvent } from 'react';
import { Button, Input } from '../../components/ui';
import { text } from './messages';

/** The typed fallback: always there, for browsers without speech recognition too. */
export function AnswerForm({
  enabled,
  onSend,
}: {
  enabled: boolean;
  /** False when the answer could not be sent; the text is kept then. */
  onSend: (answer: string) => boolean;
}) {
  const [answer, setAnswer] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!answer.trim()) return;
    if (onSend(answer)) setAnswer('');
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Input
          label={text.typeYourAnswer}
          name="answer"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          autoComplete="off"
          placeholder={enabled ? 'Or say it out loud...' : 'Wait for your turn...'}
          disabled={!enabled}
        />
      </div>
      <Button type="submit" disabled={!enabled || !answer.trim()}>
        Send
      </Button>
    </form>
  );
}
