import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The therapist area's prompt files (beside this module), read once when the engine is built. */
export interface TherapistPrompts {
  therapistProfile: string;
  describeTherapist: string;
}

export const therapistPromptsDir = join(__dirname, 'prompts');

export function loadTherapistPrompts(dir: string = therapistPromptsDir): TherapistPrompts {
  const read = (name: string) => readFileSync(join(dir, name), 'utf8').trim();
  return {
    therapistProfile: read('therapist-profile.md'),
    describeTherapist: read('describe-therapist.md'),
  };
}
