import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The conversation's prompt files (./prompts), read once when the provider is built. */
export interface ConversationPrompts {
  nextTurn: string;
  summarize: string;
  assess: string;
}

export const conversationPromptsDir = join(__dirname, 'prompts');

export function loadConversationPrompts(dir: string = conversationPromptsDir): ConversationPrompts {
  const read = (name: string) => readFileSync(join(dir, name), 'utf8').trim();
  return {
    nextTurn: read('next-turn.md'),
    summarize: read('summarize.md'),
    assess: read('assess.md'),
  };
}
