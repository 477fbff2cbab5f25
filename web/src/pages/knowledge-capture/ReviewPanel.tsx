import type { ProcessedInput } from '@rapport/contracts';
import { Button, Card } from '../../components/ui';
import type { Busy } from './capture-flow';
import { DictationTextarea } from './DictationTextarea';
import { ResultView } from './ResultView';

/** The review view: original input, the processed result, refinement, Cancel and Save. */
export function ReviewPanel({
  originalInput,
  result,
  refinement,
  refinementError,
  busy,
  onRefinementChange,
  onRefinementDictated,
  onRefine,
  onCancel,
  onSave,
}: {
  originalInput: string;
  result: ProcessedInput;
  refinement: string;
  /** 'Please enter refinement instructions' after an empty Refine Analysis. */
  refinementError?: string;
  busy: Busy;
  onRefinementChange: (text: string) => void;
  onRefinementDictated: (text: string) => void;
  onRefine: () => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <Card
      title="Review"
      description="Check the result. Refine it with instructions, or validate and save it."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy !== null}>
            Cancel
          </Button>
          <Button onClick={onSave} loading={busy === 'save'} disabled={busy !== null}>
            {busy === 'save' ? 'Saving...' : 'Validate & Save'}
          </Button>
        </>
      }
    >
      <div className="space-y-6">
        <section className="space-y-2">
          <h3 className="text-sm font-semibold tracking-wide text-fg-subtle uppercase">
            Original Input
          </h3>
          <p className="max-h-60 overflow-y-auto rounded-lg bg-canvas p-3 text-sm whitespace-pre-wrap text-fg-body ring-1 ring-line">
            {originalInput}
          </p>
        </section>

        <ResultView result={result} />

        <section className="space-y-3 border-t border-line pt-5">
          <DictationTextarea
            label="Refinement instructions (optional)"
            name="refinement"
            rows={3}
            placeholder="For example: make the questions shorter, focus more on trust..."
            value={refinement}
            error={refinementError}
            disabled={busy !== null}
            onChange={(e) => onRefinementChange(e.target.value)}
            onDictated={onRefinementDictated}
          />
          <Button
            variant="secondary"
            onClick={onRefine}
            loading={busy === 'refine'}
            disabled={busy !== null}
          >
            {busy === 'refine' ? 'Refining...' : 'Refine Analysis'}
          </Button>
        </section>
      </div>
    </Card>
  );
}
