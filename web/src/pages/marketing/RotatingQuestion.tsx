import { useEffect, useState } from 'react';

/** Spec §9: the landing question rotates every 3 s with a 0.5 s fade. */
const ROTATE_MS = 3000;
const FADE_MS = 500;

/**
 * Shows one question at a time: visible for 2.5 s, fades out over 0.5 s, swaps, fades in.
 * The rotating text is hidden from assistive tech (it would be announced every 3 s);
 * screen readers get the full list once instead. A pause control satisfies WCAG 2.2.2.
 */
export function RotatingQuestion({ questions }: { questions: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || questions.length < 2) return;
    const fadeOut = window.setTimeout(() => setVisible(false), ROTATE_MS - FADE_MS);
    const advance = window.setTimeout(() => {
      setIndex((current) => (current + 1) % questions.length);
      setVisible(true);
    }, ROTATE_MS);
    return () => {
      window.clearTimeout(fadeOut);
      window.clearTimeout(advance);
    };
  }, [index, paused, questions.length]);

  const togglePause = () => {
    setPaused((was) => !was);
    setVisible(true);
  };

  return (
    <div className="rounded-2xl bg-surface/80 p-5 shadow-sm ring-1 ring-line sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-wide text-primary-text uppercase">
          Questions Rapport answers
        </p>
        <button
          type="button"
          onClick={togglePause}
          aria-pressed={paused}
          className="rounded-md px-2 py-1 text-xs font-medium text-fg-muted ring-1 ring-line-strong hover:bg-canvas focus-visible:outline-2 focus-visible:outline-focus"
        >
          {paused ? 'Resume' : 'Pause'}
          <span className="sr-only"> rotating questions</span>
        </button>
      </div>
      <p
        data-testid="rotating-question"
        aria-hidden="true"
        className={`mt-3 min-h-[4.5rem] text-lg font-medium text-fg transition-opacity duration-500 motion-reduce:transition-none sm:min-h-[3.5rem] sm:text-xl ${
          visible ? 'opacity-100' : 'opacity-0'
        }`}
      >
        {questions[index]}
      </p>
      <ul className="sr-only">
        {questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>
    </div>
  );
}
