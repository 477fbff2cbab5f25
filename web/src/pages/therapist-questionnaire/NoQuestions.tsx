import { AppLayout, ButtonLink, Card } from '../../components/ui';
import { text } from './messages';

/** No questions, or they could not be loaded (spec §2, §8). */
export function NoQuestions() {
  return (
    <AppLayout width="md">
      <Card padding="lg" className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{text.noQuestions}</h1>
        <p className="mx-auto mt-3 max-w-md text-fg-muted">
          Our experts have not shared any questions for therapists yet. Please check back soon.
        </p>
        <ButtonLink to="/" className="mt-6">
          {text.returnHome}
        </ButtonLink>
      </Card>
    </AppLayout>
  );
}
