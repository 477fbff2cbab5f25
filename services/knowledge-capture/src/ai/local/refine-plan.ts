import type { Audience } from '@rapport/contracts';

/** What the expert's refinement instructions ask for, read clause by clause. */
export interface RefinePlan {
  summary?: 'shorter' | 'longer';
  /** Shorter wording of every question ("make the questions shorter"). */
  shorterQuestions?: boolean;
  /** A warmer tone ("make it warmer", "friendlier questions"). */
  warmer?: boolean;
  /** Change in the number of questions per audience; -Infinity removes them all. */
  questionDelta: Record<Audience, number>;
  insightDelta: number;
  /** Topics to put first (themes, summary sentences). */
  focus: string[];
  /** Questions and insights mentioning these go. */
  remove: string[];
  /** New questions about these. */
  /** New questions about these; `request` is the clause that asked, for the reasoning. */
  add: { topic: string; audience?: Audience; request?: string }[];
  /** Clauses none of the rules understood; the engine still uses their key phrases. */
  unmatched: string[];
}

const numbers: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  another: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  'a couple of': 2,
  'a few': 2,
  some: 2,
  several: 3,
};

function count(word: string | undefined, fallback: number): number {
  if (!word) return fallback;
  const n = Number(word);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : (numbers[word] ?? fallback);
}

const audienceOf = (w: string | undefined): Audience | undefined =>
  w?.startsWith('client') ? 'client' : w?.startsWith('therapist') ? 'therapist' : undefined;

const filler =
  /\b(please|instead|as well|too|also|more|a bit|a little|the|a|an|any|all|some|that|which|those|these)\b/g;
const empty = new Set([
  '',
  'it',
  'them',
  'this',
  'that',
  'question',
  'questions',
  'insight',
  'insights',
  'summary',
  'one',
  'ones',
]);

/** "trauma and grief, please" → ['trauma', 'grief']. */
export function topicsOf(text: string): string[] {
  return text
    .split(/,|\band\b|\bor\b|\/|&/)
    .map((t) =>
      t
        .replace(filler, ' ')
        .replace(/[^a-z0-9' -]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((t) => !empty.has(t) && t.length > 1);
}

const NUM = '(\\d+|a couple of|a few|an?|one|two|three|four|five|another|some|several)';
const AUD = '(client|therapist)s?(?:[- ](?:facing|audience|side))?';
const rules = {
  shorter:
    /\b(shorter|shorten|more concise|concise|briefer|brief|condense|trim|tighten|less detail)\b/,
  warmer:
    /\b(warmer|friendlier|gentler|softer|kinder|more (?:warm|friendly|gentle|empathic|empathetic|compassionate|caring))\b/,
  longer: /\b(longer|expand|lengthen|more detail(?:ed)?|elaborate|fuller|more thorough)\b/,
  moreByAudience: new RegExp(
    `\\b(?:${NUM}\\s+)?(?:more|additional|extra|new)?\\s*${AUD}\\s+questions?\\b`,
  ),
  moreForAudience: new RegExp(
    `\\b(?:${NUM}\\s+)?(?:more|additional|extra)\\s+questions?\\s+(?:for|aimed at|to ask)\\s+(?:the\\s+)?${AUD}`,
  ),
  fewerByAudience: new RegExp(
    `\\b(fewer|less|no|without|remove(?: the)?|drop(?: the)?)\\s+${AUD}\\s+questions?\\b`,
  ),
  onlyAudience: new RegExp(`\\bonly\\s+${AUD}\\s+questions?\\b`),
  moreQuestions: /\b(more|additional|extra)\s+questions?\b/,
  fewerQuestions: /\b(fewer|less)\s+questions?\b/,
  moreInsights: /\b(more|additional|extra|deeper)\s+(insights?|analysis)\b/,
  fewerInsights: /\b(fewer|less)\s+(insights?|analysis)\b/,
  remove:
    /\b(?:remove|drop|delete|exclude|leave out|get rid of|cut|skip|avoid|don't mention|do not mention|less about|without)\b\s+(?:(?:the|any|all)\s+)?(?:(?:client|therapist)s?\s+)?(?:questions?|insights?|parts?|mentions?|references?|things?|anything|everything|something)?\s*(?:about|on|regarding|mentioning|related to|that mention|of|with)?\s*(.*)$/,
  addAbout:
    /\b(?:add|include|ask|cover|raise)\b(.*?)\b(?:about|regarding|covering|around|on)\s+(.+)$/,
  add: /\b(?:add|include|ask|cover|mention|raise)\b\s+(?:(?:a|an|one|some|another|more)\s+)?(?:(client|therapist)s?\s+)?(?:questions?|insights?|something)?\s*(?:about|on|regarding|covering|for|around)?\s*(.*)$/,
  focus:
    /\b(?:focus|concentrate|emphasi[sz]e|emphasis|centre|center|zoom in|prioriti[sz]e|more about)\b\s*(?:more\s+)?(?:on\s+|upon\s+)?(.*)$/,
};

/** Reads refinement instructions such as "Shorter summary, two more client questions and focus on trauma". */
export function readRefinePlan(instructions: string): RefinePlan {
  const plan: RefinePlan = {
    questionDelta: { client: 0, therapist: 0 },
    insightDelta: 0,
    focus: [],
    remove: [],
    add: [],
    unmatched: [],
  };
  const clauses = instructions
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(
      /[.;!?\n,]+|\b(?:and|but|then|also|plus)\s+(?=(?:add|remove|drop|delete|focus|concentrate|make|give|include|ask|only|shorter|longer|fewer|more|less|no|keep|use|put|\d+|one|two|three|four|five|a|an|another)\b)/,
    )
    .map((c) => c.trim())
    .filter(Boolean);

  for (const clause of clauses) {
    let understood = false;
    let m: RegExpMatchArray | null;
    if ((m = clause.match(rules.addAbout))) {
      // "Ask a therapist question about supervision": a topic, not a count.
      const audience = audienceOf(m[1]?.match(/\b(client|therapist)/)?.[1]);
      plan.add.push(
        ...topicsOf(m[2] ?? '').map((topic) =>
          audience ? { topic, audience, request: clause } : { topic, request: clause },
        ),
      );
      continue;
    }
    if (rules.warmer.test(clause)) {
      plan.warmer = true;
      understood = true;
    }
    if (
      rules.shorter.test(clause) &&
      !/\bquestions?|insights?\b/.test(clause.replace(/summary/, ''))
    ) {
      plan.summary = 'shorter';
      understood = true;
    } else if (rules.shorter.test(clause) && /\bquestions?\b/.test(clause)) {
      plan.shorterQuestions = true;
      understood = true;
    } else if (rules.longer.test(clause) && /\bsummary\b/.test(clause)) {
      plan.summary = 'longer';
      understood = true;
    }
    if ((m = clause.match(rules.onlyAudience))) {
      const a = audienceOf(m[1]);
      if (a) plan.questionDelta[a === 'client' ? 'therapist' : 'client'] = -Infinity;
      understood = true;
    } else if ((m = clause.match(rules.fewerByAudience))) {
      const a = audienceOf(m[2]);
      if (a) plan.questionDelta[a] = /^(no|without|remove|drop)/.test(m[1] ?? '') ? -Infinity : -1;
      understood = true;
    } else if ((m = clause.match(rules.moreForAudience) ?? clause.match(rules.moreByAudience))) {
      const a = audienceOf(m[2]);
      if (a && (m[1] || /\b(more|additional|extra|new)\b/.test(clause))) {
        plan.questionDelta[a] += count(m[1], 2);
        understood = true;
      }
    } else if (rules.moreQuestions.test(clause)) {
      plan.questionDelta.client += 1;
      plan.questionDelta.therapist += 1;
      understood = true;
    } else if (rules.fewerQuestions.test(clause)) {
      plan.questionDelta.client -= 1;
      plan.questionDelta.therapist -= 1;
      understood = true;
    }
    if (rules.moreInsights.test(clause)) {
      plan.insightDelta += 2;
      understood = true;
    } else if (rules.fewerInsights.test(clause)) {
      plan.insightDelta -= 2;
      understood = true;
    }
    if (understood) continue;

    if ((m = clause.match(rules.focus))) {
      plan.focus.push(...topicsOf(m[1] ?? ''));
    } else if ((m = clause.match(rules.remove))) {
      plan.remove.push(...topicsOf(m[1] ?? ''));
    } else if ((m = clause.match(rules.add))) {
      const audience = audienceOf(m[1]);
      plan.add.push(
        ...topicsOf(m[2] ?? '').map((topic) =>
          audience ? { topic, audience, request: clause } : { topic, request: clause },
        ),
      );
    } else {
      plan.unmatched.push(clause);
    }
  }
  return plan;
}
