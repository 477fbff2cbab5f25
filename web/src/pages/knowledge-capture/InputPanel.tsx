import { Button, Card } from '../../components/ui';
import { DictationTextarea } from './DictationTextarea';

/** Typing or dictating thoughts, with Clear and Process. */
export function InputPanel({
  thoughts,
  error,
  busy,
  onChange,
  onDictated,
  onClear,
  onProcess,
}: {
  thoughts: string;
  /** 'Please enter your thoughts before submitting' after an empty Process. */
  error?: string;
  busy: boolean;
  onChange: (text: string) => void;
  onDictated: (text: string) => void;
  onClear: () => void;
  onProcess: () => void;
}) {
  return (
    <Card
      title="Share your thoughts"
      description="Type or dictate what you notice about building rapport with clients. Processing turns it into a summary, questions and insights for you to review."
      footer={
        <>
          <Button variant="secondary" onClick={onClear} disabled={busy}>
            Clear
          </Button>
          <Button onClick={onProcess} loading={busy}>
            {busy ? 'Processing...' : 'Process'}
          </Button>
        </>
      }
    >
      <DictationTextarea
        label="Your thoughts"
        name="thoughts"
        rows={10}
        placeholder="For example: clients who have been let down before need me to go slower..."
        value={thoughts}
        error={error}
        disabled={busy}
        onChange={(e) => onChange(e.target.value)}
        onDictated={onDictated}
      />
    </Card>
  );
}
