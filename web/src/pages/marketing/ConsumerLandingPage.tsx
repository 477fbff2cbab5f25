import { Link } from 'react-router';
import { MarketingFooter } from './MarketingFooter';
import { Section } from './Section';
import { buttonVariants, textLinkClasses } from '../../components/ui/button-variants';
import { cardVariants } from '../../components/ui/card-variants';
import { Logo } from '../../components/ui/Logo';
import { TeamSection } from './TeamSection';

const steps = [
  {
    title: 'Share your story',
    body: 'Answer a few open questions in your own words — in writing, or by simply talking with our voice assistant.',
  },
  {
    title: 'Discover your profile',
    body: 'See the personality traits and communication style that shape how you connect, in a summary written for you.',
  },
  {
    title: 'Meet your match',
    body: 'Get a therapist recommendation based on how well you are likely to click — not just who has the next free slot.',
  },
] as const;

const footerLinks = [
  { label: 'Log in', to: '/login' },
  { label: 'Create an account', to: '/register' },
  { label: 'For organisations', to: '/' },
] as const;

/** `/welcome`: the consumer landing page of the beta brand (spec §2). */
export default function ConsumerLandingPage() {
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
          <Logo beta to="/welcome" />
          <nav aria-label="Account" className="flex items-center gap-2 sm:gap-4">
            <Link to="/login" className={textLinkClasses}>
              Login
            </Link>
            <Link to="/register" className={buttonVariants({ shape: 'pill', size: 'sm' })}>
              Get Started
            </Link>
          </nav>
        </div>
      </header>
      <main>
        <section
          aria-labelledby="welcome-heading"
          className="bg-linear-to-b from-sky-50 via-white to-white px-4 py-20 text-center sm:px-6 sm:py-28"
        >
          <div className="mx-auto max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">
              Therapy that fits you
            </p>
            <h1
              id="welcome-heading"
              className="mt-3 text-4xl font-bold tracking-tight text-balance text-fg sm:text-5xl"
            >
              Find a therapist who truly gets you
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-fg-muted">
              The relationship with your therapist matters as much as their training. Rapport
              matches you by personality fit, communication style and rapport, so your first session
              feels like the right one.
            </p>
            <div className="mt-8 flex justify-center">
              <Link to="/register" className={buttonVariants({ shape: 'pill', size: 'lg' })}>
                Begin Your Journey
              </Link>
            </div>
          </div>
        </section>

        <Section
          id="how-it-works"
          eyebrow="How it works"
          title="Three steps to the right therapist"
          intro="Go at your own pace: when you are signed in, your answers are saved as you go."
        >
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className={cardVariants({ padding: 'md' })}>
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-sky-100 font-bold text-sky-800">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-fg">{step.title}</h3>
                <p className="mt-2 text-fg-muted">{step.body}</p>
              </li>
            ))}
          </ol>
        </Section>

        <section
          aria-labelledby="cta-heading"
          className="bg-brand-800 px-4 py-16 text-center sm:px-6"
        >
          <div className="mx-auto max-w-2xl">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
              Ready to feel understood?
            </h2>
            <p className="mt-4 text-lg text-brand-50">
              Join the beta and be among the first to be matched with a therapist who fits the way
              you think, talk and feel.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link
                to="/register"
                className={buttonVariants({ shape: 'pill', variant: 'secondary' })}
              >
                Create your account
              </Link>
              <Link to="/login" className={buttonVariants({ shape: 'pill', variant: 'inverse' })}>
                I already have an account
              </Link>
            </div>
          </div>
        </section>

        <TeamSection
          tone="muted"
          title="Built by clinicians and engineers"
          intro="Our method comes from 35+ years of clinical practice and over 10,000 people profiled."
        />
      </main>
      <MarketingFooter
        beta
        tagline="Rapport Beta matches people seeking therapy with therapists by personality fit, communication style and rapport."
        links={footerLinks}
      />
    </>
  );
}
