import { join } from 'node:path';
import { loadPromptFiles } from '@rapport/language';
import type { ClientAnswer } from './client-engine';

export const clientPromptsDir = join(__dirname, 'prompts');

const files = {
  analyzeClient: 'analyze-client.md',
  personalityProfile: 'personality-profile.md',
} as const;

/** The client area's prompt files beside this module, read once when the provider is built. */
export type ClientPrompts = Record<keyof typeof files, string>;

export function loadClientPrompts(dir: string = clientPromptsDir): ClientPrompts {
  return loadPromptFiles(dir, files);
}

/** The answers as the prompts show them: numbered, each with its question when known. */
export function formatAnswers(answers: readonly ClientAnswer[]): string {
  return answers
    .filter((a) => a.answer.trim() !== '')
    .map((a, i) => {
      const question = a.question.trim() || '(question not shown)';
      return `${i + 1}. Question: ${question}\n   Answer: ${a.answer.trim().replace(/\s*\n\s*/g, ' ')}`;
    })
    .join('\n');
}
