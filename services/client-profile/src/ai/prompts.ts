import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientAnswer } from './client-engine';

/** The client area's prompt files beside this module, read once when the provider is built. */
export interface ClientPrompts {
  analyzeClient: string;
  personalityProfile: string;
}

export const clientPromptsDir = join(__dirname, 'prompts');

export function loadClientPrompts(dir: string = clientPromptsDir): ClientPrompts {
  const read = (name: string) => readFileSync(join(dir, name), 'utf8').trim();
  return {
    analyzeClient: read('analyze-client.md'),
    personalityProfile: read('personality-profile.md'),
  };
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
