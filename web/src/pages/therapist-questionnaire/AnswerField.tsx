import { useRef, useState, type ReactNode } from 'react';
import { Textarea } from '../../components/ui';
import { MicButton } from '../../speech/MicButton';
import { useDictation } from '../../speech/useDictation';
import { text } from './messages';
import { appendDictation } from './questionnaire';

/**
 * A text answer with a microphone button (spec §4 "Speech dictation"): dictation is
 * continuous and ends when the field unmounts, so mount one per step (key it by question).
 */
export function AnswerField({
  label,
  hideLabel,
  value,
  onChange,
  error,
  hint,
  autoFocus,
}: {
  label: ReactNode;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  autoFocus?: boolean;
}) {
  const latest = useRef(value);
  latest.current = value;
  const [interim, setInterim] = useState('');
  const dictation = useDictation({
    continuous: true,
    deniedHint: text.micDenied,
    onText: (final, pending) => {
      if (final) {
        latest.current = appendDictation(latest.current, final);
        onChange(latest.current);
      }
      setInterim(pending);
    },
  });
  const listening = dictation.listening;

  return (
    <div className="space-y-2">
      <Textarea
        label={label}
        hideLabel={hideLabel}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={hint}
        rows={6}
        autoFocus={autoFocus}
        placeholder="Type your answer, or use the microphone to dictate"
        action={
          <MicButton
            listening={listening}
            onClick={() => {
              if (listening) setInterim('');
              dictation.toggle();
            }}
          />
        }
      />
      <p aria-live="polite" className="min-h-5 text-sm text-fg-subtle italic">
        {listening ? interim || 'Listening...' : ''}
      </p>
    </div>
  );
}
