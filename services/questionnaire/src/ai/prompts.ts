import { join } from 'node:path';
import { loadPromptFiles } from '@rapport/language';

export const therapistPromptsDir = join(__dirname, 'prompts');

const files = {
  therapistProfile: 'therapist-profile.md',
  describeTherapist: 'describe-therapist.md',
} as const;

/** The therapist area's prompt files (beside this module), read once when the engine is built. */
export type TherapistPrompts = Record<keyof typeof files, string>;

export function loadTherapistPrompts(dir: string = therapistPromptsDir): TherapistPrompts {
  return loadPromptFiles(dir, files);
}
