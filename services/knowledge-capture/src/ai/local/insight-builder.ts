import { dimensionLabels } from '@rapport/contracts';
import type { GeneratedInsight } from '../engine';
import { dimensionTexts } from './dimension-texts';
import type { ExpertStance } from './expert-reading';
import {
  clientGroup,
  isTopicPhrase,
  namesConcern,
  nounPhrasesOf,
  topicPhrases,
} from './noun-phrases';
import { type TextSignals, capitalise, fill, listOf } from '@rapport/language';

export interface InsightPlan {
  max: number;
}

export const defaultInsightPlan: InsightPlan = { max: 4 };

/**
 * A theme's topic in the expert's own words when they are a real noun phrase naming it
 * ('panic attacks', 'childhood trauma'), else the theme's label ('relationships').
 */
export function themeTopic(signals: TextSignals, index = 0): string | undefined {
  const theme = signals.themes[index];
  if (!theme) return undefined;
  const phrases = new Set(signals.text.sentences.flatMap(nounPhrasesOf));
  // ("current boyfriend", "funeral logistics": a theme's word in a phrase naming no concern.)
  const own =
    theme.topic.split(' ').length > 1 &&
    phrases.has(theme.topic) &&
    isTopicPhrase(theme.topic) &&
    namesConcern(theme.topic);
  return own ? theme.topic : theme.label;
}

/**
 * What the thoughts are mainly about: a theme, else a real noun phrase of the expert's naming a
 * concern (`namesConcern`), else "these concerns"; never a fragment.
 */
export function mainTopic(signals: TextSignals, cues: readonly string[] = []): string {
  // "Avoid structured agendas with artists": a phrase holding the words the stance is read
  // from names the approach, not what the thoughts are about.
  const words = (phrase: string) => phrase.toLowerCase().split(/[\s-]+/);
  // ("anger issues" names a topic, though 'anger' is a word of feeling.)
  const approach = (phrase: string) =>
    !/ (issues|problems|disorders?)$/.test(phrase) &&
    words(phrase).some((w) => cues.some((c) => c === w || w.startsWith(c) || c.startsWith(w)));
  // "A retired judge I saw …": one person of a story ("With retired judge, …" reads wrong).
  const said = signals.text.sentences.map((x) => x.text.toLowerCase()).join(' ');
  const single = (phrase: string) =>
    new RegExp(
      `\\b(a|an|one|each|every)\\s+${phrase.toLowerCase().replace(/[^a-z0-9 ]/g, '.')}\\b`,
    ).test(said);
  const phrases = topicPhrases(signals.text.sentences).filter(
    (p) => !approach(p.phrase) && !single(p.phrase) && namesConcern(p.phrase),
  );
  return (
    themeTopic(signals) ??
    phrases.find((p) => p.phrase.includes(' '))?.phrase ??
    phrases[0]?.phrase ??
    'these concerns'
  );
}

const sentenceAt = (signals: TextSignals, index: number | undefined) =>
  signals.text.sentences[index ?? 0]?.text ?? signals.text.sentences[0]?.text ?? '';

/**
 * Insights tied to the sides the expert takes on the matching dimensions (read with negation
 * and contrast, see expert-reading) and to the themes found; each carries the sentence it came
 * from and says in plain words how matching should use it.
 */
export function buildInsights(
  signals: TextSignals,
  stances: readonly ExpertStance[],
  plan: InsightPlan = defaultInsightPlan,
): GeneratedInsight[] {
  // The words the stances are read from, and any word of approach the lexicon knows ("With
  // agenda, clients need to set the direction …" named the approach, not the subject).
  const cues = [
    ...stances.flatMap((st) => st.evidence.map((e) => e.replace(/^against /, ''))),
    ...signals.dimensions.flatMap((d) => d.hits.map((h) => h.term)),
  ].flatMap((e) => e.toLowerCase().split(/\s+/));
  const topic = mainTopic(
    signals,
    cues.filter((c) => c.length > 3),
  );
  // "Problem gamblers will charm you …": the insight is about the group the note names, not
  // about a topic ("Clients dealing with problem gamblers …" said the opposite of who they are).
  const group = clientGroup(signals.text.sentences);
  const out: GeneratedInsight[] = [];

  for (const stance of stances) {
    const label = dimensionLabels[stance.key];
    const texts = dimensionTexts[stance.key];
    const poleText = stance.pole === 1 ? label.high : label.low;
    const [high, low] = group
      ? [texts.groupHigh, texts.groupLow]
      : [texts.insightHigh, texts.insightLow];
    const template = stance.pole === 1 ? high : low;
    const who = group ?? `clients who raise ${topic}`;
    out.push({
      insight: capitalise(
        fill(template, {
          topic,
          Topic: capitalise(topic),
          group: group ?? '',
          Group: capitalise(group ?? ''),
        }),
      ),
      application: `Lean '${label.name}' toward "${poleText}" for ${who}, and rank therapists whose answers sit on the same side higher.`,
      source: sentenceAt(signals, stance.sentence),
    });
  }

  for (const [index, theme] of signals.themes.entries()) {
    if (index >= 2 || theme.terms.length === 0) break;
    const terms = listOf(theme.terms.slice(0, 3));
    out.push({
      insight: `${capitalise(theme.label)} is a core concern in these thoughts.`,
      application: `Treat ${theme.label} as a specialty signal: when a client's answers mention ${terms}, boost therapists with ${theme.label} experience in the specialty-fit part of the score.`,
      source: sentenceAt(signals, theme.sentences[0]),
    });
  }

  // Asked for more insights than usual: the expert's own topics, each as something to compare.
  if (plan.max > defaultInsightPlan.max) {
    for (const { phrase, sentence } of topicPhrases(signals.text.sentences).slice(0, plan.max)) {
      if (out.some((i) => i.insight.includes(phrase))) continue;
      out.push({
        insight: `The expert highlights ${phrase} as something that shapes how therapy goes.`,
        application: `Ask clients and therapists about ${phrase} and compare their answers when ranking matches.`,
        source: sentenceAt(signals, sentence),
      });
    }
  }

  if (out.length === 0) {
    const phrase = topicPhrases(signals.text.sentences)[0];
    const named = phrase?.phrase ?? topic;
    out.push({
      insight: `The expert highlights ${named} as something that shapes how therapy goes.`,
      application: `Ask clients and therapists about ${named} and compare their answers when ranking matches.`,
      source: sentenceAt(signals, phrase?.sentence),
    });
  }
  return out.slice(0, Math.max(0, plan.max));
}
