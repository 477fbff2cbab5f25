import { InvestorContact, InvestorLayout } from './InvestorLayout';
import {
  evidence,
  goals,
  pitchFundUse,
  problemPoints,
  raiseAmount,
  solutionPoints,
  visionText,
} from './investorContent';
import { Section } from './Section';
import { cardVariants } from '../../components/ui/card-variants';
import { TeamSection } from './TeamSection';
import { UseOfFunds } from './UseOfFunds';

function PointList({ points }: { points: readonly string[] }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-4 md:grid-cols-2">
      {points.map((point) => (
        <li key={point} className={`${cardVariants({ padding: 'md' })} text-fg-body`}>
          {point}
        </li>
      ))}
    </ul>
  );
}

/** `/pitch`: the full investor pitch. */
export default function PitchPage() {
  return (
    <InvestorLayout current="pitch">
      <section
        aria-labelledby="pitch-heading"
        className="bg-linear-to-b from-brand-50 to-white px-4 py-16 text-center sm:px-6 sm:py-24"
      >
        <div className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">
            Investor pitch
          </p>
          <h1
            id="pitch-heading"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-fg sm:text-5xl"
          >
            Rapport: precision psychology for every match that matters
          </h1>
          <p className="mt-6 text-lg text-fg-muted">
            We match people with the right therapist or professional by personality fit,
            communication style and rapport. We are raising{' '}
            <strong className="text-fg">{raiseAmount}</strong> to take the matching engine to
            market.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {goals.map((goal) => (
              <li key={goal.value} className={cardVariants({ padding: 'md' })}>
                <span className="block text-2xl font-bold text-primary-text">{goal.value}</span>
                <span className="text-fg-muted">{goal.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TeamSection title="A founding team built for this problem" tone="white" />

      <Section id="problem" tone="muted" eyebrow="Problem" title="The wrong match is expensive">
        <PointList points={problemPoints} />
      </Section>

      <Section id="solution" eyebrow="Solution" title="Matching on what actually predicts success">
        <PointList points={solutionPoints} />
      </Section>

      <Section id="evidence" tone="dark" eyebrow="Evidence" title="Early results">
        <ul className="grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-4">
          {evidence.map((item) => (
            <li key={item.label} className="rounded-2xl bg-surface/5 p-6 ring-1 ring-white/10">
              <span className="block text-4xl font-bold text-inverse-accent">{item.value}</span>
              <span className="mt-2 block text-inverse-body">{item.label}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="vision" eyebrow="Vision" title="The fit layer for human services">
        <p className="mx-auto max-w-3xl text-center text-lg text-fg-body">{visionText}</p>
      </Section>

      <Section
        id="use-of-funds"
        tone="muted"
        eyebrow="Use of funds"
        title={`How we will deploy ${raiseAmount}`}
        intro="Twelve months of runway to reach $2M ARR and Series A readiness."
      >
        <div className="mx-auto max-w-2xl">
          <UseOfFunds uses={pitchFundUse} />
        </div>
      </Section>

      <Section id="contact" eyebrow="Contact" title="Let's talk about the round">
        <InvestorContact />
      </Section>
    </InvestorLayout>
  );
}
