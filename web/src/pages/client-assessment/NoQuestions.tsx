import { ButtonLink, Card } from '../../components/ui';

/** Spec §2 "Empty": no expert has contributed client questions yet (or they failed to load). */
export function NoQuestions() {
  return (
    <Card padding="lg" className="text-center">
      <h1 className="text-xl font-semibold text-fg sm:text-2xl">
        No Assessment Questions Available
      </h1>
      <p className="mx-auto mt-3 max-w-prose text-fg-muted">
        Our therapists haven&apos;t added any assessment questions yet. Please check back later.
      </p>
      <ButtonLink to="/client-profile" variant="secondary" className="mt-6">
        Go to My Profile
      </ButtonLink>
    </Card>
  );
}
