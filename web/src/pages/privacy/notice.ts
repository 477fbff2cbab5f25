/**
 * The plain-language notices a person agrees to before we collect their answers (issue 16).
 * The server keeps only the version agreed to (`noticeVersions` in contracts): a change of
 * these words that changes their meaning needs a new version there, so everyone is asked again.
 */
import type { ConsentPurpose } from '@rapport/contracts/constants';

export type { ConsentPurpose };

export interface NoticeSection {
  heading: string;
  text: string;
}

export interface Notice {
  title: string;
  lead: string;
  sections: readonly NoticeSection[];
  /** Said just above the 'I agree' button: what agreeing means. */
  agreement: string;
}

const whoSees: NoticeSection = {
  heading: 'Who sees it',
  text: 'You. A therapist you send a first-session request to sees your name and your request. Our admins may look at it to help with support; each time they do, it is logged, and you can see that log in your data.',
};

const howLong: NoticeSection = {
  heading: 'How long we keep it',
  text: 'As long as your account exists, with these limits: a guest account with no activity for 30 days is deleted with everything in it, and a saved voice conversation is deleted a year after it last changed.',
};

const howToDelete: NoticeSection = {
  heading: 'How to delete it',
  text: 'At any time: Your data → Delete my account deletes your account and everything we hold about you. You can also download a copy of it there, or withdraw this consent.',
};

export const notices: Record<ConsentPurpose, Notice> = {
  assessment: {
    title: 'Before you answer',
    lead: 'Your answers are about your mental health, so we ask before we keep them.',
    sections: [
      {
        heading: 'What we collect',
        text: 'Your answers to the assessment questions, and what we read from them: your preferences and a personality profile.',
      },
      {
        heading: 'Why',
        text: 'Only to match you with a therapist who fits you. We do not sell it or use it for advertising.',
      },
      whoSees,
      howLong,
      howToDelete,
    ],
    agreement: 'By selecting “I agree”, you agree that Rapport uses your answers this way.',
  },
  voice: {
    title: 'Before you start',
    lead: 'What you say is about your mental health, so we ask before we keep it.',
    sections: [
      {
        heading: 'What we collect',
        text: 'What you say or type in the voice conversation, its transcript and summary. Starting turns on your microphone; your browser’s own speech recognition may also process your words.',
      },
      {
        heading: 'Why',
        text: 'Only to understand what you need and match you with a therapist. We do not sell it or use it for advertising.',
      },
      whoSees,
      howLong,
      howToDelete,
    ],
    agreement: 'By selecting “I agree”, you agree that Rapport uses what you say this way.',
  },
};

/** Said when nobody is signed in: the consent needs an account to be kept with. */
export const guestAccountNote =
  'You are not signed in: agreeing creates a guest account that keeps your consent and your answers. It is deleted after 30 days without activity, or whenever you ask.';

/** Kept from the old consent note: the voice screen is no emergency service. */
export const emergencyNote =
  'Rapport is not an emergency service. If you are in crisis or thinking about harming yourself, call or text 988 (US) or your local emergency number now.';
