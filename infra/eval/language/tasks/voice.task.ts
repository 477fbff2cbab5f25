import { createHash } from 'node:crypto';
import type { EvalTask } from '../task';
import {
  localConversationEngine,
  type BankQuestion,
} from '../../../../services/matchmaker/src/ai/index';

/**
 * Voice inference (issue 12, item 5): which bank questions one utterance answers without being
 * asked. Each corpus item is `{ id, text, addresses: string[] }`: the ids of the questions below
 * whose topic the utterance speaks to, written by hand before tuning ([] for small talk).
 *
 * - A theme question (anxiety, loss, work…) is addressed when the person speaks of that
 *   difficulty in their own life (or denies it: "work's actually fine").
 * - A preference question (who leads, support or challenge, depth, past or present) is
 *   addressed when they say what they want, or what did or did not work, on that preference.
 * - 'before' is addressed by anything about therapy they had (or never had).
 *
 * Each utterance is also said once as the reply to a question it addresses and once to one it
 * does not (directPrecision, directRecall): a reply counts only for a question it addresses.
 *
 * The bank is frozen here (the matchmaker's defaults and questions the seeded experts'
 * contributions gave), so the labels keep their meaning when the live banks change.
 */
const bank: BankQuestion[] = [
  {
    id: 'mm-opening',
    text: 'What brings you here today, and what would you like to be different in your life?',
  },
  {
    id: 'lead',
    text: 'Would you like a therapist who takes the lead with a clear plan and structure, or one who lets you set the pace and choose what to talk about?',
  },
  {
    id: 'support',
    text: 'When things get hard, do you want warm, gentle support, or someone who will challenge you and be direct with you?',
  },
  {
    id: 'depth',
    text: 'How do you feel about going deep into your feelings in sessions, compared with keeping things calm and steady?',
  },
  {
    id: 'past',
    text: 'Would you rather explore how your past and upbringing shaped you, or focus on practical ways to cope with what is happening now?',
  },
  { id: 'anxiety', text: 'How much do stress, worry or anxiety affect your day-to-day life?' },
  { id: 'mood', text: 'Have you been feeling low, sad or without motivation lately?' },
  {
    id: 'relationships',
    text: 'How are your relationships with a partner, friends or family affecting how you feel?',
  },
  { id: 'work', text: 'How are work, your job or your career affecting your wellbeing?' },
  { id: 'loss', text: 'Are you coping with a loss, grief or the death of someone close to you?' },
  {
    id: 'self',
    text: 'How do you feel about yourself: your confidence, your self-worth, your inner critic?',
  },
  {
    id: 'trauma',
    text: 'Is there anything painful from your past, such as trauma or abuse, that you would want a therapist to handle with particular care?',
  },
  { id: 'before', text: 'Have you been to therapy before, and what did or did not work for you?' },
  {
    id: 'x-trauma',
    text: 'If you have been through childhood trauma, how much control do you want over when and how much you talk about what happened?',
  },
  {
    id: 'x-panic',
    text: 'What helps you most with panic attacks: practical ways to settle yourself in the moment, or time to understand where it all comes from?',
  },
  {
    id: 'x-grief',
    text: 'When you think about grief, would you rather a therapist help you keep the memory close, or help you find your footing in daily life again?',
  },
  {
    id: 'x-depression',
    text: 'On difficult days with depression, would you want a therapist to encourage small steps, or to give you room to talk about how heavy things feel?',
  },
  {
    id: 'x-work',
    text: 'How much do you want to bring work stress into therapy, and what would a good outcome look like there?',
  },
  {
    id: 'x-stuck',
    text: 'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
  },
  {
    id: 'x-couple',
    text: 'What would you most like to change in your relationship with your partner right now?',
  },
  {
    id: 'x-drinking',
    text: 'What kind of support around drinking would feel most useful to you: clear goals and check-ins, or space to understand what drives it?',
  },
].map((q) => ({ ...q, reasoning: '' }));

interface VoiceItem {
  id: string;
  text: string;
  addresses: string[];
}

function parse(raw: unknown): VoiceItem {
  const item = raw as Partial<VoiceItem>;
  const known = new Set(bank.map((q) => q.id));
  if (typeof item.text !== 'string' || !Array.isArray(item.addresses))
    throw new Error(`${String(item.id)}: needs text and addresses[]`);
  const unknown = item.addresses.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new Error(`${String(item.id)}: unknown question ids ${unknown.join(', ')}`);
  return item as VoiceItem;
}

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

/**
 * The question just asked: one it addresses (its first label), and one it does not (picked
 * from the id's hash, so the same item always gets the same). Said in reply to the first it
 * counts as that question's answer; in reply to the second it must not ("the answer to the
 * question just asked counts only when it addresses it").
 */
function askedQuestions(item: VoiceItem): { id: string; addressed: boolean }[] {
  const asked: { id: string; addressed: boolean }[] = [];
  const yes = item.addresses[0];
  if (yes) asked.push({ id: yes, addressed: true });
  const others = bank.filter((q) => q.id !== 'mm-opening' && !item.addresses.includes(q.id));
  const hash = createHash('sha256').update(item.id).digest()[0] ?? 0;
  const no = others[hash % others.length];
  if (no) asked.push({ id: no.id, addressed: false });
  return asked;
}

const task: EvalTask = {
  name: 'voice',
  corpus: 'voice.jsonl',
  targets: [{ metric: 'precision', min: 0.9 }],
  async evaluate(rawItems) {
    const engine = localConversationEngine();
    const items = rawItems.map(parse);
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let correct = 0;
    let offTopic = 0;
    let offTopicCredited = 0;
    let nextAnswered = 0;
    let directTp = 0;
    let directFp = 0;
    let directFn = 0;
    let withNext = 0;
    const unlocked: number[] = [];
    const failures: string[] = [];
    for (const item of items) {
      // The opening question was asked; this is what they said next, nothing asked yet.
      const turn = await engine.nextTurn({
        transcript: item.text,
        previousQA: [],
        inferredQAs: {},
        askedIds: ['mm-opening'],
        questionBank: bank,
      });
      const credited = new Set(turn.inferred.map((i) => i.questionId));
      const expected = new Set(item.addresses);
      const wrong = [...credited].filter((id) => !expected.has(id));
      const missed = [...expected].filter((id) => !credited.has(id));
      tp += credited.size - wrong.length;
      fp += wrong.length;
      fn += missed.length;
      if (expected.size === 0) {
        offTopic += 1;
        if (credited.size > 0) offTopicCredited += 1;
      }
      if (sentenceCount(item.text) >= 2) unlocked.push(credited.size);
      if (turn.next) {
        withNext += 1;
        if (expected.has(turn.next.questionId)) nextAnswered += 1;
      }
      for (const asked of askedQuestions(item)) {
        const reply = await engine.nextTurn({
          transcript: item.text,
          previousQA: [],
          inferredQAs: {},
          askedIds: ['mm-opening', asked.id],
          questionBank: bank,
          currentQuestionId: asked.id,
        });
        const counted = reply.inferred.some((i) => i.questionId === asked.id);
        if (counted && asked.addressed) directTp += 1;
        else if (counted) directFp += 1;
        else if (asked.addressed) directFn += 1;
        if (counted !== asked.addressed)
          failures.push(
            `${item.id}: in reply to ${asked.id}, ${counted ? 'counted though it does not address it' : 'not counted though it addresses it'}`,
          );
      }
      if (wrong.length === 0 && missed.length === 0) correct += 1;
      else
        failures.push(
          `${item.id}: credited [${[...credited].join(', ')}], expected [${[...expected].join(', ')}]` +
            `${wrong.length ? `; wrong ${wrong.join(', ')}` : ''}${missed.length ? `; missed ${missed.join(', ')}` : ''}`,
        );
    }
    const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
    return {
      correct,
      total: items.length,
      metrics: {
        precision: ratio(tp, tp + fp),
        recall: ratio(tp, tp + fn),
        offTopicCreditedRate: ratio(offTopicCredited, offTopic),
        // The next question is one they already answered (the engine missed it).
        nextAlreadyAnsweredRate: ratio(nextAnswered, withNext),
        // The reply to the question just asked: counted only when it addresses it.
        directPrecision: ratio(directTp, directTp + directFp),
        directRecall: ratio(directTp, directTp + directFn),
        twoSentenceInputsCount: unlocked.length,
        twoSentenceMaxUnlockedCount: unlocked.length ? Math.max(...unlocked) : 0,
        twoSentenceMeanUnlockedCount:
          Math.round((unlocked.reduce((a, b) => a + b, 0) / Math.max(1, unlocked.length)) * 10) /
          10,
      },
      failures,
    };
  },
};

export default task;
