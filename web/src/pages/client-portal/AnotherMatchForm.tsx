import { useState, type FormEvent } from 'react';
import type { MatchPassReason } from '@rapport/contracts';
import { formMessages, limits } from '@rapport/contracts/constants';
import { messageOr } from '../../api/client';
import { Banner, Button, Input, RadioGroup } from '../../components/ui';
import { passReasonOptions } from './match-view';

/**
 * 'Try Another Match' asks briefly why (not my style / specialty / other); the answer is
 * kept and makes similar therapists less likely next time.
 */
export function AnotherMatchForm({
  therapistName,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  therapistName: string;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: MatchPassReason, note: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<MatchPassReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (reason === '') {
      setProblem(formMessages.matchPassReasonRequired);
      e.currentTarget.querySelector<HTMLElement>('input[name="reason"]')?.focus();
      return;
    }
    onSubmit(reason, note.trim());
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Try another match"
      className="space-y-4 rounded-xl border border-line bg-canvas p-4 sm:p-5"
    >
      <RadioGroup
        legend={`Why would you like someone other than ${therapistName}?`}
        name="reason"
        required
        inline
        options={passReasonOptions}
        value={reason}
        error={problem}
        onChange={(next) => {
          setReason(next);
          setProblem(undefined);
        }}
      />
      <Input
        label="Anything else we should know? (optional)"
        name="note"
        maxLength={limits.matchPassNoteMax}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {error != null && (
        <Banner tone="error">
          {messageOr(error, 'We could not find another match. Please try again.')}
        </Banner>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Keep This Match
        </Button>
        <Button type="submit" loading={pending}>
          Show Next Match
        </Button>
      </div>
    </form>
  );
}
