import { useEffect, useRef } from 'react';
import type { Level, LevelStore, Speaker } from '../../speech/voice';
import type { Phase } from './session-machine';

/** Who the display shows when nobody is making sound: whoever has the turn. */
function restingSpeaker(phase: Phase): Speaker {
  if (phase === 'ai-speaking') return 'assistant';
  if (phase === 'listening') return 'user';
  return 'none';
}

/**
 * The animated circular level display (spec §2): teal while Rapport speaks, indigo while
 * you do, growing with the loudness an AnalyserNode measures. Painted straight onto the
 * element each frame; decorative, since the status line says the same in words.
 */
export function LevelOrb({ levels, phase }: { levels: LevelStore | null; phase: Phase }) {
  const orb = useRef<HTMLDivElement>(null);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;

  useEffect(() => {
    const el = orb.current;
    if (!el) return;
    const paint = (level: Level) => {
      const speaker = level.speaker === 'none' ? restingSpeaker(phaseRef.current) : level.speaker;
      el.dataset.speaker = speaker;
      el.style.setProperty('--level', String(level.value));
    };
    paint(levels?.get() ?? { speaker: 'none', value: 0 });
    return levels?.subscribe(paint);
  }, [levels, phase]);

  return (
    <div className="flex flex-col items-center gap-3" aria-hidden="true">
      <div className="relative flex size-40 items-center justify-center sm:size-48">
        <div
          ref={orb}
          data-speaker="none"
          style={{ ['--level' as string]: '0' }}
          className={[
            'group absolute inset-0 rounded-full transition-[transform,background-color] duration-100 ease-out',
            '[transform:scale(calc(0.72+var(--level)*0.28))] motion-reduce:[transform:none]',
            'bg-line data-[speaker=assistant]:bg-brand-500 data-[speaker=user]:bg-accent-500',
            'shadow-[0_0_calc(var(--level)*48px)_rgba(0,0,0,0.15)]',
          ].join(' ')}
        />
        <div className="pointer-events-none absolute inset-6 rounded-full bg-surface/25" />
        <div className="pointer-events-none absolute inset-12 rounded-full bg-surface/35" />
      </div>
      <div className="flex gap-4 text-xs text-fg-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-brand-500" /> Rapport
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-accent-500" /> You
        </span>
      </div>
    </div>
  );
}
