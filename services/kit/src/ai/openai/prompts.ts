import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The prompt files beside this provider, read once when the engine is built. */
export interface Prompts {
  system: string;
  processExpertInput: string;
  refine: string;
  questionToInsight: string;
}

const files: Record<keyof Prompts, string> = {
  system: 'system.md',
  processExpertInput: 'process-expert-input.md',
  refine: 'refine.md',
  questionToInsight: 'question-to-insight.md',
};

export const promptsDir = join(__dirname, 'prompts');

export function loadPrompts(dir: string = promptsDir): Prompts {
  const read = (name: string) => readFileSync(join(dir, name), 'utf8').trim();
  return {
    system: read(files.system),
    processExpertInput: read(files.processExpertInput),
    refine: read(files.refine),
    questionToInsight: read(files.questionToInsight),
  };
}

/** Fills `{{name}}` slots; a slot without a value is an error in the prompt file, caught at once. */
export function renderPrompt(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`prompt slot {{${name}}} has no value`);
    return value;
  });
}
