import { useState, type FormEvent } from 'react';
import { Button, Card, Input } from '../../components/ui';
import { normalizeCode } from './invite';
import { text, voice } from './messages';

/** Spec §2 "Invite gate": the code form in front of the voice experience. */
export function InviteGate({
  error,
  submitting,
  onSubmit,
}: {
  error: string | null;
  submitting: boolean;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(code);
  };
  return (
    <Card padding="lg" className="mx-auto max-w-md">
      <form onSubmit={submit} noValidate className="space-y-5 text-center">
        <div className="space-y-2">
          <span
            aria-hidden="true"
            className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-text"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" strokeLinecap="round" />
            </svg>
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{text.inviteTitle}</h1>
          <p className="text-sm text-fg-muted">
            Natural Matchmaker finds your therapist through a short spoken conversation.
          </p>
        </div>
        <Input
          label="Invite code"
          hideLabel
          name="invite-code"
          value={code}
          onChange={(e) => setCode(normalizeCode(e.target.value))}
          maxLength={voice.inviteCodeMax}
          placeholder={text.invitePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error ?? undefined}
          className="text-center font-mono text-lg tracking-[0.3em] uppercase"
        />
        <Button type="submit" size="lg" block loading={submitting}>
          {text.inviteButton}
        </Button>
        <p className="text-sm text-fg-subtle">{text.inviteHint}</p>
      </form>
    </Card>
  );
}
