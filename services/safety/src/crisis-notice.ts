import type { CrisisNotice } from '@rapport/contracts';

/** Shown with every crisis notice, word for word. */
export const NOT_AN_EMERGENCY_SERVICE =
  'Rapport is not an emergency service. If you are in immediate danger, call 911 or go to the nearest emergency room.';

/** The resources a person sees at once when their words contain crisis language (DESIGN §6). */
export function crisisNotice(): CrisisNotice {
  return {
    flagged: true,
    message: `It sounds like you may be going through something very painful, and you don't have to face it alone. Please reach out to one of these services now; they are free and confidential. ${NOT_AN_EMERGENCY_SERVICE}`,
    resources: [
      {
        name: '988 Suicide & Crisis Lifeline',
        contact: 'Call or text 988',
        description:
          'Free, confidential support from trained counselors, 24 hours a day, in the US. You can also chat at 988lifeline.org.',
      },
      {
        name: 'Crisis Text Line',
        contact: 'Text HOME to 741741',
        description:
          'Free support by text from a trained crisis counselor, 24 hours a day, in the US.',
      },
      {
        name: 'Emergency services',
        contact: 'Call 911',
        description:
          'If you or someone else is in immediate danger, or has taken something or been hurt.',
      },
    ],
  };
}
