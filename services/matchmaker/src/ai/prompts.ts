import { join } from 'node:path';
import { loadPromptFiles } from '@rapport/language';

export const conversationPromptsDir = join(__dirname, 'prompts');

const files = {
  nextTurn: 'next-turn.md',
  summarize: 'summarize.md',
  assess: 'assess.md',
} as const;

/** The conversation's prompt files (./prompts), read once when the provider is built. */
export type ConversationPrompts = Record<keyof typeof files, string>;

export function loadConversationPrompts(dir: string = conversationPromptsDir): ConversationPrompts {
  return loadPromptFiles(dir, files);
}
