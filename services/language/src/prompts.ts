import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The system prompt every structured completion starts with. */
export const systemPromptFile = join(__dirname, 'prompts', 'system.md');

/**
 * Reads each named prompt file from `dir` once, e.g.
 * `loadPromptFiles(dir, { refine: 'refine.md' })` → `{ refine: '…' }`.
 */
export function loadPromptFiles<K extends string>(
  dir: string,
  files: Record<K, string>,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(files) as K[]) {
    out[key] = readFileSync(join(dir, files[key]), 'utf8').trim();
  }
  return out;
}

/** Fills `{{name}}` slots; a slot without a value is an error in the prompt file, caught at once. */
export function renderPrompt(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`prompt slot {{${name}}} has no value`);
    return value;
  });
}
