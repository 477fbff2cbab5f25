import { performance } from 'node:perf_hooks';
import { limits, type QaEntry } from '@rapport/contracts';
import { localConversationEngine } from '@rapport/matchmaker/src/ai';
import { LocalExpertEngine } from '@rapport/knowledge-capture/src/ai';

/**
 * Issue 13 item 10: how long the offline engines take on the largest input the contracts and
 * the gateway's 256 KB body limit still allow. Each call runs on its service's only event loop,
 * so anything near a second would stall other users. `npx tsx bench/max-input.ts`
 */

const sentences = [
  'I have been feeling anxious at work and I find it hard to switch off in the evenings.',
  'My partner says I keep things to myself, and I think I would like someone to challenge me gently.',
  'Talking about my childhood is difficult, but I want to understand why I react the way I do.',
  'I prefer practical steps and clear goals, and I like to know where the sessions are heading.',
  'Sometimes I feel overwhelmed and sad without a clear reason, and then I avoid my friends.',
];
const prose = (chars: number) => {
  let out = '';
  for (let i = 0; out.length < chars; i++) out += sentences[i % sentences.length] + ' ';
  return out.slice(0, chars);
};

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  await run(); // warm-up (models load on first use)
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(
    `${label.padEnd(72)} median ${times[2]!.toFixed(0).padStart(5)} ms, max ${times[4]!.toFixed(0).padStart(5)} ms\n`,
  );
}

async function main(): Promise<void> {
  const conversation = localConversationEngine();
  // The most answer text one finalize/generate-summary body may carry.
  const answers = Math.floor(limits.text.conversation / limits.text.answer);
  const qa: QaEntry[] = Array.from({ length: answers }, (_, i) => ({
    questionId: `q${i}`,
    question: 'How are you feeling?',
    answer: prose(limits.text.answer),
  }));
  await time(
    `matchmaker assessConversation: ${answers} answers × ${limits.text.answer} chars`,
    () => conversation.assessConversation(qa.map((q) => q.answer)),
  );
  await time(
    `matchmaker summarizeConversation: ${answers} answers × ${limits.text.answer} chars`,
    () => conversation.summarizeConversation(qa),
  );
  await time(`matchmaker assessConversation: 1 answer × ${limits.text.answer} chars`, () =>
    conversation.assessConversation([prose(limits.text.answer)]),
  );
  const expert = new LocalExpertEngine();
  await time(`knowledge-capture processExpertInput: ${limits.text.expertInput} chars`, () =>
    expert.processExpertInput(prose(limits.text.expertInput)),
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
