/** The expert's own sentence a question or insight was built from, so they can check it says what they meant. */
export function SourceQuote({ source }: { source?: string }) {
  if (!source?.trim()) return null;
  return (
    <p className="mt-1 text-xs text-fg-subtle">
      <span className="font-medium">From your words: </span>
      <q className="italic">{source.trim()}</q>
    </p>
  );
}
