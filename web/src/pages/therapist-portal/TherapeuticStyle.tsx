import { Banner, Button, Card } from '../../components/ui';
import { text } from '../therapist-questionnaire/messages';
import { Paragraphs } from '../therapist-questionnaire/Paragraphs';
import { paragraphs } from '../therapist-questionnaire/questionnaire';

/** 'Your Therapeutic Style': the description, or a button that generates it. */
export function TherapeuticStyle({
  description,
  generating,
  failed,
  onGenerate,
}: {
  description: string | undefined;
  generating: boolean;
  failed: boolean;
  onGenerate: () => void;
}) {
  const present = paragraphs(description).length > 0;
  return (
    <Card title={text.therapeuticStyle} headingLevel={3}>
      {present ? (
        <Paragraphs text={description} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-fg-muted">
            Your therapeutic style has not been described yet. Generate it from your profile and
            your questionnaire answers.
          </p>
          {failed && (
            <Banner tone="error">
              Failed to generate your therapeutic style. Please try again.
            </Banner>
          )}
          <Button onClick={onGenerate} loading={generating}>
            Generate Description
          </Button>
        </div>
      )}
    </Card>
  );
}
