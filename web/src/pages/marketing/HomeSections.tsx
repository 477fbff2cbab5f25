import { Section } from './Section';
import { cardVariants } from '../../components/ui/card-variants';

const howItWorks = [
  {
    title: 'Tell us who needs matching',
    body: 'Describe the role, client group or deployment. We set up a short assessment tailored to the decision you need to make.',
  },
  {
    title: 'People talk, we listen',
    body: 'Candidates and professionals answer open questions in writing or in a natural voice conversation — no tick-box personality quiz.',
  },
  {
    title: 'You get ranked matches with reasons',
    body: 'Each recommendation comes with a personality profile, a match score and a plain-language explanation you can act on.',
  },
] as const;

/** Landing claims from spec §9. */
const failureStats = [
  { value: '46%', label: 'of new hires fail within 18 months of starting.' },
  {
    value: '89%',
    label: 'of those failures come down to attitude and interpersonal fit, not skills.',
  },
  { value: '$14,900', label: 'is the average cost to an employer of a single bad hire.' },
] as const;

const approachSteps = [
  {
    title: 'Map the personality',
    body: 'Clinically grounded profiling turns free-text and spoken answers into traits, values and working preferences.',
  },
  {
    title: 'Read the communication style',
    body: 'We look at how someone explains, listens, decides and handles pressure — the things that make conversations work or stall.',
  },
  {
    title: 'Predict the rapport',
    body: 'Our matching engine scores the fit between two people and explains it, so trust is built in from the first meeting.',
  },
] as const;

const industries = [
  {
    title: 'Crisis deployment',
    body: 'Send the responder a community will trust when minutes matter, not just whoever is next on the rota.',
  },
  {
    title: 'Cross-cultural hiring',
    body: 'See past accent and interview polish to the communication styles that will carry a team across cultures.',
  },
  {
    title: 'Workforce transition',
    body: 'Pair people moving through layoffs, restructures or retraining with coaches and roles that fit how they work.',
  },
  {
    title: 'Client-professional pairing',
    body: 'Match clients with therapists, advisors or counsellors they will open up to — and keep seeing.',
  },
] as const;

/** Sections 2–5 of the organisation landing page. */
export function HomeSections() {
  return (
    <>
      <Section
        id="how-it-works"
        eyebrow="How It Works"
        title="From open conversation to the right match"
        intro="Rapport replaces guesswork with a short, human assessment and an explainable recommendation."
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {howItWorks.map((step, index) => (
            <li key={step.title} className={cardVariants({ padding: 'md' })}>
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-bold text-primary-soft-fg">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-fg">{step.title}</h3>
              <p className="mt-2 text-fg-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="why-matching-fails"
        tone="dark"
        eyebrow="The problem"
        title="Why Traditional Matching Fails"
        intro="CVs, credentials and availability say what someone can do. They say nothing about who they will work well with."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {failureStats.map((stat) => (
            <li key={stat.value} className="rounded-2xl bg-surface/5 p-6 ring-1 ring-white/10">
              <p>
                <span className="block text-4xl font-bold text-inverse-accent sm:text-5xl">
                  {stat.value}
                </span>{' '}
                <span className="mt-3 block text-inverse-body">{stat.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="approach"
        eyebrow="Our Approach"
        title="Three steps to a match that lasts"
        intro="Built with senior clinicians and refined on over 10,000 people profiled."
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {approachSteps.map((step, index) => (
            <li key={step.title} className="border-l-4 border-brand-600 bg-canvas p-6">
              <p className="text-sm font-semibold text-primary-text">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-fg">{step.title}</h3>
              <p className="mt-2 text-fg-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="industries"
        tone="muted"
        eyebrow="Use cases"
        title="Matching Across Industries"
        intro="Wherever the outcome depends on two people working well together, fit is measurable."
      >
        <ul className="grid gap-6 sm:grid-cols-2">
          {industries.map((industry) => (
            <li key={industry.title} className={cardVariants({ padding: 'md' })}>
              <h3 className="text-lg font-semibold text-fg">{industry.title}</h3>
              <p className="mt-2 text-fg-muted">{industry.body}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
