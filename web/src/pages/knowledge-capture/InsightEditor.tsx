import { useState } from 'react';
import type { Insight } from '@rapport/contracts';
import { Button, Textarea } from '../../components/ui';
import type { InsightPatch } from './contribution-editor';
import { SourceQuote } from './SourceQuote';

/** One analysis insight of a contribution: view, edit (insight, application), remove. */
export function InsightEditor({
  number,
  insight,
  disabled,
  onChange,
  onRemove,
}: {
  number: number;
  insight: Insight;
  disabled: boolean;
  onChange: (patch: InsightPatch) => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <article
      aria-label={`Insight ${number}`}
      className="space-y-3 rounded-xl bg-primary-soft/50 p-4 ring-1 ring-brand-100"
    >
      {editing ? (
        <div className="space-y-3">
          <Textarea
            label="Insight"
            rows={2}
            value={insight.insight}
            onChange={(e) => onChange({ insight: e.target.value })}
          />
          <Textarea
            label="Application"
            rows={2}
            value={insight.application}
            onChange={(e) => onChange({ application: e.target.value })}
          />
        </div>
      ) : (
        <div className="space-y-1">
          <p className="font-medium text-fg">{insight.insight}</p>
          {insight.application && (
            <p className="text-sm text-fg-body">
              <span className="font-medium">Application: </span>
              {insight.application}
            </p>
          )}
          <SourceQuote source={insight.source} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(!editing)}
          disabled={disabled}
        >
          {editing ? 'Done' : 'Edit'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
          Remove
        </Button>
      </div>
    </article>
  );
}
