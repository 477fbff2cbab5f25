import { dimensionLabels } from '@rapport/contracts';
import type { GeneratedInsight } from '../engine';
import { dimensionTexts } from './dimension-texts';
import { type TextSignals, capitalise, fill, listOf } from '@rapport/language';

export interface InsightPlan {
  max: number;
}

export const defaultInsightPlan: InsightPlan = { max: 4 };

/** What the thoughts are mainly about, in the expert's words where possible. */
export function mainTopic(signals: TextSignals): string {
  return (
    signals.themes[0]?.topic ??
    signals.text.keyPhrases.find((k) => k.phrase.includes(' '))?.phrase ??
    signals.text.keyPhrases[0]?.phrase ??
    'these concerns'
  );
}

const signed = (n: number) => (n > 0 ? `+${n.toFixed(2)}` : n.toFixed(2));

/** Insights tied to the dimensions and themes found, each with how matching should use it. */
export function buildInsights(
  signals: TextSignals,
  plan: InsightPlan = defaultInsightPlan,
): GeneratedInsight[] {
  const topic = mainTopic(signals);
  const out: GeneratedInsight[] = [];

  const leaning = signals.dimensions
    .filter((d) => d.score !== 0)
    .sort((a, b) => Math.abs(b.score) - Math.abs(a.score) || b.hits.length - a.hits.length);
  for (const dim of leaning) {
    const label = dimensionLabels[dim.key];
    const texts = dimensionTexts[dim.key];
    const poleText = dim.pole === 1 ? label.high : label.low;
    out.push({
      insight: capitalise(
        fill(dim.pole === 1 ? texts.insightHigh : texts.insightLow, {
          topic,
          Topic: capitalise(topic),
        }),
      ),
      application: `Lean '${label.name}' toward "${poleText}" (${signed(dim.score)}, from ${listOf(dim.evidence.slice(0, 3).map((e) => `'${e}'`))}) for clients who raise ${topic}, and rank therapists whose answers sit on the same side higher.`,
    });
  }

  for (const theme of signals.themes.filter((t) => t.terms.length > 0).slice(0, 2)) {
    const terms = listOf(theme.terms.slice(0, 3).map((t) => `'${t}'`));
    out.push({
      insight: `${capitalise(theme.label)} is a core concern in these thoughts (${terms}).`,
      application: `Treat ${theme.label} as a specialty signal: when a client's answers mention ${terms}, boost therapists with ${theme.label} experience in the specialty-fit part of the score.`,
    });
  }

  const tone = Math.round(signals.text.sentiment * 100) / 100;
  if (out.length > 0 && Math.abs(tone) >= 0.25) {
    out.push(
      tone < 0
        ? {
            insight: `The tone is cautionary (sentiment ${signed(tone)}): the expert describes what goes wrong for these clients as much as what helps.`,
            application: `Treat a mismatch on the dimensions above as a real risk for clients who raise ${topic}, not as a minor difference in score.`,
          }
        : {
            insight: `The expert speaks with confidence about what helps (sentiment ${signed(tone)}).`,
            application: `Count a therapist's description of the approaches above as positive evidence of fit for clients who raise ${topic}.`,
          },
    );
  }

  if (out.length === 0) {
    const phrase = signals.text.keyPhrases[0]?.phrase ?? topic;
    out.push({
      insight: `The expert highlights ${phrase} as something that shapes how therapy goes.`,
      application: `Ask clients and therapists about ${phrase} and compare their answers when ranking matches.`,
    });
  }
  return out.slice(0, Math.max(0, plan.max));
}
