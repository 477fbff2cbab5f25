import { Button, ProgressBar } from '../../components/ui';
import { voice } from './messages';
import { readiness } from './readiness';

/**
 * The match button with the readiness of spec §4: its opacity grows with the inferred
 * answers, it unlocks at 7, and the status and progress bar say how far along it is.
 */
export function MatchPanel({
  count,
  hasAnnouncedReady,
  busy,
  enabled,
  paused,
  onMatch,
}: {
  count: number;
  hasAnnouncedReady: boolean;
  busy: boolean;
  /** canTriggerMatch: ready, not paused, not already matching. */
  enabled: boolean;
  paused: boolean;
  onMatch: () => void;
}) {
  const r = readiness(count, { hasAnnouncedReady, busy });
  let hint: string;
  if (paused) hint = 'Matching is paused while the support resources above are shown.';
  else if (r.enabled)
    hint = "Tap the button whenever you're ready, or keep talking to refine your match.";
  else
    hint = `Keep talking naturally: the button unlocks once we understand ${voice.matchThreshold} things about you.`;
  return (
    <section aria-label="Match readiness" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p role="status" className="font-medium text-fg">
          {r.status}
        </p>
        <p className="tabular-nums text-fg-subtle">
          {Math.min(count, voice.matchThreshold)} of {voice.matchThreshold} insights
        </p>
      </div>
      <ProgressBar value={r.progress} label="Match readiness" />
      <Button
        size="lg"
        block
        onClick={onMatch}
        disabled={!enabled || busy}
        loading={busy}
        aria-describedby="match-hint"
        style={{ opacity: r.opacity }}
      >
        {r.label}
      </Button>
      <p id="match-hint" className="text-center text-sm text-fg-subtle">
        {hint}
      </p>
    </section>
  );
}
