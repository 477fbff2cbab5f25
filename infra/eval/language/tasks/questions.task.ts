import { analyseText, sameQuestion } from '@rapport/language';
import { mergeQuestions, questionView, type ProjectedQuestion } from '@rapport/matching';
import { LocalExpertEngine } from '../../../../services/knowledge-capture/src/ai/local/local-engine';
import { thoughts as seedThoughts } from '../../../../services/knowledge-capture/src/seed';
import type { EvalTask } from '../task';

/** Expert thoughts to generate questions from: a demo-seed contribution, or written here. */
interface QuestionsItem {
  id: string;
  seed?: number;
  text?: string;
}

const engine = new LocalExpertEngine();

const wh = new Set(['what', 'how', 'when', 'where', 'which', 'who', 'why', 'whose']);
const aux = new Set([
  'would',
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'have',
  'has',
  'can',
  'could',
  'should',
  'will',
]);
const lead = new Set([
  'when',
  'if',
  'after',
  'before',
  'as',
  'while',
  'once',
  'thinking',
  'looking',
  'on',
  'in',
  'with',
  'for',
]);

/**
 * Why a question a user would see is a fragment, read independently of the engine's own
 * filter: one sentence ending in '?', a question opening (a wh-word or an auxiliary, or a
 * lead-in clause then one after a comma), a verb and a head noun as wink-nlp tags them, and no
 * noun run where a plural noun is followed by another noun ('partners repeat': a verb read as
 * a noun, the "around many partners repeat in your life").
 */
export function fragmentReason(question: string): string | undefined {
  const t = question.trim();
  if (!t.endsWith('?')) return 'no question mark';
  const sentences = analyseText(t).sentences;
  if (sentences.length !== 1) return 'not one sentence';
  const words = sentences[0]?.words ?? [];
  const first = words[0]?.normal ?? '';
  if (!wh.has(first) && !aux.has(first)) {
    if (!lead.has(first)) return `opens with "${first}"`;
    const comma = t.indexOf(',');
    const after =
      t
        .slice(comma + 1)
        .trim()
        .split(/\s+/)[0]
        ?.toLowerCase() ?? '';
    if (comma < 0 || (!wh.has(after) && !aux.has(after)))
      return 'a lead-in clause with no question';
  }
  if (!words.some((w) => w.pos === 'VERB' || w.pos === 'AUX')) return 'no verb';
  if (!words.some((w) => w.pos === 'NOUN' || w.pos === 'PROPN')) return 'no head noun';
  for (let i = 0; i + 1 < words.length; i += 1) {
    const a = words[i];
    const b = words[i + 1];
    const noun = (w: typeof a) => w?.pos === 'NOUN' || w?.pos === 'PROPN';
    if (
      noun(a) &&
      noun(b) &&
      /[^s]s$/.test(a?.normal ?? '') &&
      words[i - 1]?.normal.match(/^(many|most|some|several)$/)
    )
      return `fragment "${a?.text} ${b?.text}"`;
  }
  if (/\{|\}/.test(t)) return 'unfilled slot';
  return undefined;
}

/**
 * Pairs a user would see as one question asked twice: the same definition the projections merge
 * by (`sameQuestion`), so the merge and this count cannot disagree on what a duplicate is.
 */
function duplicates(texts: string[]): string[][] {
  const pairs: string[][] = [];
  for (let i = 0; i < texts.length; i += 1) {
    for (let j = i + 1; j < texts.length; j += 1) {
      if (sameQuestion(texts[i] ?? '', texts[j] ?? ''))
        pairs.push([texts[i] ?? '', texts[j] ?? '']);
    }
  }
  return pairs;
}

/**
 * Questions generated from the demo seed and expert thoughts, saved as contributions and listed
 * as the questionnaire, the assessment and the voice bank list them (the shared projection's
 * merge), then read as a user would: `correct` counts questions that parse as whole questions;
 * `fragmentCount` and `duplicateCount` (near-identical pairs a user would still see) must be 0;
 * `unmergedDuplicateCount` is the same count before the merge, for comparison.
 */
const task: EvalTask = {
  name: 'questions',
  corpus: 'questions.jsonl',
  async evaluate(items) {
    const saved: Record<'client' | 'therapist', ProjectedQuestion[]> = {
      client: [],
      therapist: [],
    };
    const failures: string[] = [];
    for (const [n, raw] of items.entries()) {
      const item = raw as QuestionsItem;
      const text = item.seed !== undefined ? seedThoughts[item.seed] : item.text;
      if (!text) {
        failures.push(`${item.id}: no text`);
        continue;
      }
      const result = await engine.processExpertInput(text);
      const event = {
        contributionId: item.id,
        therapistName: n % 2 === 0 ? 'Maya' : 'Daniel',
        timestamp: '2026-01-05 10:00:00',
        questions: result.questions.map((q, i) => ({ ...q, _id: `q${i}` })),
        analysis: [],
        deletedQuestionIds: [],
      };
      for (const audience of ['client', 'therapist'] as const)
        saved[audience].push(...questionView(audience).itemsOf(event));
    }
    let correct = 0;
    let total = 0;
    let dup = 0;
    let unmerged = 0;
    for (const audience of ['client', 'therapist'] as const) {
      const shown = mergeQuestions(saved[audience]);
      for (const q of shown) {
        total += 1;
        const why = fragmentReason(q.text);
        if (why) failures.push(`${q.contributionId} (${audience}): ${why} — "${q.text}"`);
        else correct += 1;
      }
      const pairs = duplicates(shown.map((q) => q.text));
      dup += pairs.length;
      for (const [a, b] of pairs) failures.push(`duplicate (${audience}): "${a}" / "${b}"`);
      unmerged += duplicates(saved[audience].map((q) => q.text)).length;
    }
    return {
      correct,
      total,
      metrics: {
        fragmentCount: total - correct,
        duplicateCount: dup,
        unmergedDuplicateCount: unmerged,
      },
      failures,
    };
  },
  targets: [
    { metric: 'fragmentCount', max: 0 },
    { metric: 'duplicateCount', max: 0 },
  ],
};

export default task;
