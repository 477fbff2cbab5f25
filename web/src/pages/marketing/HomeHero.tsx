import type { MouseEvent } from 'react';
import { RotatingQuestion } from './RotatingQuestion';
import { scrollToSection } from './scroll';
import { buttonVariants } from '../../components/ui/button-variants';

const exampleQuestions = [
  'Which counsellor will this client actually open up to?',
  'Who on our crisis roster should we send to this community tonight?',
  'Which candidate will thrive under this manager’s communication style?',
  'Who can lead this team through a restructuring without losing it?',
  'Which advisor fits the way this client makes decisions?',
  'Who will build trust across cultures from the very first meeting?',
] as const;

/** Section 1 of the organisation landing page. */
export function HomeHero() {
  const goTo = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    scrollToSection(id);
  };

  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="bg-linear-to-b from-brand-50 via-white to-white px-4 pt-28 pb-16 sm:px-6 sm:pt-36 sm:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">
            Matching people by personality fit
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-fg sm:text-5xl"
          >
            Precision psychology for smarter business
          </h1>
          <p className="mt-6 max-w-xl text-lg text-fg-muted">
            Rapport pairs people with the right professional, team or role by personality fit,
            communication style and rapport — the human factors a CV, a directory listing or a gut
            feeling never capture.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#contact"
              onClick={goTo('contact')}
              className={buttonVariants({ shape: 'pill' })}
            >
              Become an early adopter
            </a>
            <a
              href="#how-it-works"
              onClick={goTo('how-it-works')}
              className={buttonVariants({ shape: 'pill', variant: 'secondary' })}
            >
              See how it works
            </a>
          </div>
          <p className="mt-6 text-sm text-fg-muted">
            Over 10,000 people profiled · built on 35+ years of clinical practice
          </p>
        </div>
        <RotatingQuestion questions={exampleQuestions} />
      </div>
    </section>
  );
}
