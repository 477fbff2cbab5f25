import { paragraphs } from './questionnaire';

/** A description shown as paragraphs split at blank lines (spec §2). */
export function Paragraphs({ text, className }: { text: string | undefined; className?: string }) {
  return (
    <div className={className ?? 'space-y-3 text-fg-body'}>
      {paragraphs(text).map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
