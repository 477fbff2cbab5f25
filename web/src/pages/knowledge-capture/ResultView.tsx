import type { ReactNode } from 'react';
import type { ProcessedInput } from '@rapport/contracts';
import { Badge } from '../../components/ui';
import { audienceGroup, groupQuestions, groupTitles } from './questions';
import { SourceQuote } from './SourceQuote';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-fg-subtle uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** A processed result under review: summary, questions (Therapist and Other), insights, each with the expert's sentence it came from. */
export function ResultView({ result }: { result: ProcessedInput }) {
  const groups = groupQuestions(result.questions, ['therapist', 'other']);
  return (
    <div className="space-y-6">
      <Section title="Summary">
        <p className="whitespace-pre-wrap text-fg">{result.summary}</p>
      </Section>

      <Section title="Questions">
        {groups.length === 0 && <p className="text-sm text-fg-subtle">No questions</p>}
        {groups.map(({ group, items }) => (
          <div key={group} className="space-y-2">
            <h4 className="font-medium text-fg">{groupTitles[group]}</h4>
            <ul className="space-y-2">
              {items.map(({ item, index }) => (
                <li key={item._id ?? index} className="rounded-lg bg-canvas p-3 ring-1 ring-line">
                  <div className="flex items-start justify-between gap-2">
                    <p className="min-w-0 flex-1 font-medium text-fg">{item.question}</p>
                    {group === 'other' && (
                      <Badge
                        className="shrink-0"
                        tone={audienceGroup(item.audience) === 'client' ? 'accent' : 'neutral'}
                      >
                        {groupTitles[audienceGroup(item.audience)]}
                      </Badge>
                    )}
                  </div>
                  {item.reasoning && <p className="mt-1 text-sm text-fg-muted">{item.reasoning}</p>}
                  <SourceQuote source={item.source} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Section>

      <Section title="Analysis Insights">
        {result.analysis.length === 0 && <p className="text-sm text-fg-subtle">No insights</p>}
        <ul className="space-y-2">
          {result.analysis.map((entry, index) => (
            <li
              key={entry._id ?? index}
              className="rounded-lg bg-primary-soft/60 p-3 ring-1 ring-brand-100"
            >
              <p className="font-medium text-fg">{entry.insight}</p>
              {entry.application && (
                <p className="mt-1 text-sm text-fg-body">
                  <span className="font-medium">Application: </span>
                  {entry.application}
                </p>
              )}
              <SourceQuote source={entry.source} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
