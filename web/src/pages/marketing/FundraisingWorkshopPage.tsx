import { useEffect, useState } from 'react';
import { Logo } from '../../components/ui/Logo';
import {
  deckCaption,
  deckProgress,
  isFirstSlide,
  isLastSlide,
  nextSlide,
  prevSlide,
  slideForKey,
} from './deck';
import { SlideView } from './SlideView';
import { workshopSlides } from './workshopSlides';

const TOTAL = workshopSlides.length;

/** Keyframes for the 0.5 s slide-in; the Tailwind arbitrary `animate-[rapport-slide-in_…]` class uses them. */
const slideInKeyframes =
  '@keyframes rapport-slide-in{from{opacity:0;transform:translateX(2rem)}to{opacity:1;transform:none}}';

const navButton =
  'inline-flex min-w-24 items-center justify-center rounded-full bg-surface px-5 py-2.5 text-sm font-semibold text-fg hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:cursor-not-allowed disabled:opacity-40';

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** `/fundraising-workshop`: the 12-slide deck (spec §2, §4 "Workshop deck"). */
export default function FundraisingWorkshopPage() {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      setIndex((current) => {
        const next = slideForKey(event.key, current, TOTAL);
        return next ?? current;
      });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const slide = workshopSlides[index];
  const progress = deckProgress(index, TOTAL);

  return (
    <div className="flex min-h-screen flex-col bg-inverse text-white">
      <style>{slideInKeyframes}</style>
      <header className="px-4 pt-5 sm:px-6">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4">
          <Logo light />
          <p className="text-sm font-medium text-inverse-body">Fundraising Workshop</p>
        </div>
        <div
          role="progressbar"
          aria-label="Deck progress"
          aria-valuemin={1}
          aria-valuemax={TOTAL}
          aria-valuenow={index + 1}
          aria-valuetext={`Slide ${index + 1} of ${TOTAL}`}
          className="mx-auto mt-4 h-1.5 max-w-5xl overflow-hidden rounded-full bg-surface/15"
        >
          <div
            className="h-full rounded-full bg-brand-400 transition-[width] duration-500"
            style={{ width: `${progress}%` }}
          />
        </div>
      </header>

      <main className="flex flex-1 items-center overflow-x-clip px-4 py-8 sm:px-6">
        <div className="mx-auto w-full max-w-5xl">
          {slide && <SlideView key={index} slide={slide} number={index + 1} total={TOTAL} />}
        </div>
      </main>

      <footer className="px-4 pb-6 sm:px-6">
        <nav
          aria-label="Slides"
          className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4"
        >
          <button
            type="button"
            onClick={() => setIndex((current) => prevSlide(current, TOTAL))}
            disabled={isFirstSlide(index)}
            className={navButton}
          >
            Previous
          </button>
          <ol className="order-last flex w-full flex-wrap justify-center gap-0.5 sm:order-none sm:w-auto">
            {workshopSlides.map((item, dot) => (
              <li key={item.title}>
                <button
                  type="button"
                  aria-label={`Go to slide ${dot + 1}`}
                  aria-current={dot === index ? 'step' : undefined}
                  onClick={() => setIndex(dot)}
                  className="group flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-300"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${
                      dot === index
                        ? 'w-5 bg-brand-400'
                        : 'w-2.5 bg-surface/40 group-hover:bg-surface/70'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => setIndex((current) => nextSlide(current, TOTAL))}
            disabled={isLastSlide(index, TOTAL)}
            className={navButton}
          >
            Next
          </button>
        </nav>
        <p aria-live="polite" className="mt-4 text-center text-sm text-inverse-body">
          {deckCaption(index, TOTAL)}
        </p>
      </footer>
    </div>
  );
}
