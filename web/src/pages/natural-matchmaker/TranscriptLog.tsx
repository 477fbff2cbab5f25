import { useEffect, useRef } from 'react';
import { cn } from '../../components/ui';
import type { TranscriptLine } from './session-machine';

/** The live transcript of both sides, newest at the bottom; read out politely as it grows. */
export function TranscriptLog({ lines }: { lines: readonly TranscriptLine[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  return (
    <section aria-labelledby="transcript-title" className="space-y-2">
      <h2 id="transcript-title" className="text-sm font-semibold text-fg">
        Conversation
      </h2>
      <div
        ref={box}
        className="max-h-72 overflow-y-auto rounded-xl border border-line bg-surface p-3"
        tabIndex={0}
        aria-label="Conversation transcript"
      >
        {lines.length === 0 ? (
          <p className="text-sm text-fg-subtle">The conversation will appear here.</p>
        ) : (
          <ol role="log" aria-live="polite" className="space-y-2">
            {lines.map((line) => (
              <li
                key={line.id}
                className={cn('flex', line.role === 'user' ? 'justify-end' : 'justify-start')}
              >
                <p
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words',
                    line.role === 'user'
                      ? 'bg-info-soft text-info-soft-fg ring-1 ring-info-line'
                      : 'bg-primary-soft text-primary-soft-fg ring-1 ring-primary-line',
                    !line.final && 'italic opacity-70',
                  )}
                >
                  <span className="sr-only">{line.role === 'user' ? 'You: ' : 'Rapport: '}</span>
                  <span>{line.text}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
