import { dimensionLabels, type Audience } from '@rapport/contracts';
import type { GeneratedInsight, QuestionToConvert } from '../engine';
import { readSignals, capitalise } from '@rapport/language';

/** After these words "you" is an object ("leave you" → "leave them"); elsewhere a subject. */
const objectContext =
  /\b(to|for|with|about|from|at|on|in|of|leave|let|help|helps|give|tell|ask|challenge|challenges|push|pushes|support|supports|reassure|encourage|understand|understands|make|makes|lets|leaves|than)\s+you\b/gi;

/** Second person → third person plural ("your therapist" → "their therapist"). */
export function toThirdPerson(text: string): string {
  return (
    text
      .replace(objectContext, (m) => m.replace(/you$/i, 'them'))
      // "shaped you", "… for you?": an object before punctuation or after a past participle.
      .replace(/\b(\w+ed)\s+you\b/gi, '$1 them')
      .replace(/\byou(?=\s*(?:[,.;:?!]|$))/gi, 'them')
      .replace(/\byou're\b/gi, "they're")
      .replace(/\byou've\b/gi, "they've")
      .replace(/\byourself\b/gi, 'themselves')
      .replace(/\byours\b/gi, 'theirs')
      .replace(/\byour\b/gi, 'their')
      .replace(/\byou\b/gi, 'they')
  );
}

const AUX = '(do|does|did|would|could|can|should|will|are|is|have|has)';
const WH =
  '(how much|how many|how often|how far|how|what kind of \\w+|what|when|where|which|why|who)';

/** A question rewritten as a statement about how people differ: the heart of 'To Insight'. */
export function questionAsStatement(question: string, audience: Audience): string {
  const who = audience === 'therapist' ? 'therapists' : 'clients';
  const q = question
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.!\s]+$/, '');
  // A lead-in clause stays in front: "When difficult feelings come up, do you want …".
  const lead = q.match(/^((?:when|if|on|in|after|before|once|as|while)\b[^,]{3,}),\s*(.+)$/i);
  const prefix = lead ? `${toThirdPerson(lead[1] ?? '')}, ` : '';
  const body = lead ? (lead[2] ?? '') : q;

  const yesNo = body.match(new RegExp(`^${AUX}\\s+you\\s+(.+)$`, 'i'));
  const wh = body.match(new RegExp(`^${WH}\\s+(?:(.+?)\\s+)??${AUX}\\s+you\\s+(.+)$`, 'i'));
  let statement: string;
  if (yesNo) {
    const aux = (yesNo[1] ?? '').toLowerCase();
    const keep = ['would', 'could', 'can', 'should', 'will'].includes(aux)
      ? `${aux} `
      : aux === 'are'
        ? 'are '
        : '';
    statement = `${who} differ in whether they ${keep}${toThirdPerson(yesNo[2] ?? '')}`;
  } else if (wh) {
    const aux = (wh[3] ?? '').toLowerCase();
    const keep = ['would', 'could', 'can', 'should', 'will', 'are', 'have'].includes(aux)
      ? `${aux} `
      : '';
    const noun = wh[2] ? ` ${toThirdPerson(wh[2])}` : '';
    statement = `${who} differ in ${(wh[1] ?? '').toLowerCase()}${noun} they ${keep}${toThirdPerson(wh[4] ?? '')}`;
  } else if (new RegExp(`^${WH}\\b`, 'i').test(body)) {
    statement = `${who} differ in ${toThirdPerson(body.charAt(0).toLowerCase() + body.slice(1))}`;
  } else {
    statement = `${who} differ in their answer to "${q}?"`;
  }
  // Later clauses keep their question order after the rewrite: "and what do they do" → "and what they do".
  statement = statement
    .replace(/\b(what|how|when|where|why|which)\s+(?:do|does|did)\s+they\b/g, '$1 they')
    .replace(/\b(and|or)\s+(?:do|does|did)\s+they\b/g, '$1 whether they')
    .replace(/\b(and|or)\s+(would|will|can|could|should|are)\s+they\b/g, '$1 whether they $2');
  const full = capitalise(prefix ? `${prefix}${statement}` : statement);
  return /[.?!"]$/.test(full) ? full : `${full}.`;
}

/** How matching should use the answers: by dimension, by specialty, or by the phrase asked about. */
function applicationFor(text: string, people: string): string | undefined {
  const signals = readSignals(text);
  const dim = signals.dimensions[0];
  const theme = signals.themes[0];
  const phrase = signals.text.keyPhrases[0]?.phrase;
  const label = dim ? dimensionLabels[dim.key] : undefined;
  const place = label
    ? `place them on '${label.name}' ("${label.high}" vs "${label.low}")`
    : undefined;
  if (place && theme) {
    return `Use ${people}' answers to ${place} and as a specialty signal for ${theme.label}; favour matches on the same side.`;
  }
  if (place) return `Use ${people}' answers to ${place} and favour matches on the same side.`;
  if (theme) {
    return `Treat it as a specialty signal for ${theme.label}: compare what clients say they need with how therapists describe their ${theme.label} work.`;
  }
  return phrase
    ? `Compare what clients and therapists say about ${phrase} when ranking matches.`
    : undefined;
}

/** 'To Insight': a question turned into an insight, with how matching should use the answers. */
export function questionToInsight(question: QuestionToConvert): GeneratedInsight {
  const audience: Audience = question.audience === 'therapist' ? 'therapist' : 'client';
  const people = audience === 'therapist' ? 'therapists' : 'clients';
  // The question itself decides; the reasoning (often a quote of the expert) only when it is silent.
  const application =
    applicationFor(question.question, people) ??
    applicationFor(question.reasoning ?? '', people) ??
    'Compare clients’ and therapists’ answers on this point when ranking matches.';
  return {
    insight: questionAsStatement(question.question, audience),
    application,
    // The expert's sentence behind the question, or the question itself when it has none.
    source: question.source?.trim() || question.question,
  };
}
