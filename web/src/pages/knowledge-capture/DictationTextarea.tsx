import { useState } from 'react';
import { Textarea, type TextareaProps } from '../../components/ui';
import { MicButton } from '../../speech/MicButton';
import { useDictation } from '../../speech/useDictation';

/**
 * A text area with a microphone button. Dictation restarts 50 ms after each recognition
 * session ends, until the expert stops it or permission is denied (spec §4 "Speech
 * dictation"); recognised words are appended, words still being heard are previewed.
 */
export function DictationTextarea({
  onDictated,
  disabled,
  ...props
}: Omit<TextareaProps, 'action'> & { onDictated: (text: string) => void }) {
  const [interim, setInterim] = useState('');
  const dictation = useDictation({
    autoRestart: true,
    onText: (final, heard) => {
      if (final) onDictated(final);
      setInterim(heard);
    },
  });
  const listening = dictation.listening;
  return (
    <div className="space-y-1.5">
      <Textarea
        {...props}
        disabled={disabled}
        action={
          <MicButton
            listening={listening}
            disabled={disabled}
            onClick={() => {
              setInterim('');
              dictation.toggle();
            }}
          />
        }
      />
      <p aria-live="polite" className="min-h-5 text-sm text-fg-subtle italic">
        {listening && (interim ? interim : 'Listening...')}
      </p>
    </div>
  );
}
