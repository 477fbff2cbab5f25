import { formMessages } from '@rapport/contracts/constants';

/**
 * The texts of the therapist questionnaire and portal that the spec quotes (§2, §5, §8),
 * verbatim. The validation texts are the contract's, so a form checked here says what the
 * server's 400 would.
 */
export const text = {
  ...formMessages,
  infoTitle: 'Therapist Information',
  reviewTitle: 'Review & Submit',
  submit: 'Submit Profile',
  created: 'Profile Created!',
  insightsApplied: 'Expert Insights Applied',
  approach: 'Your Therapeutic Approach',
  goToDashboard: 'Go to Your Dashboard',
  noQuestions: 'No Therapist Questions Available',
  returnHome: 'Return to Home',

  submitFailed: 'There was an error submitting your responses. Please try again.',
  micDenied: 'Please allow microphone access in your browser settings.',

  profileSaved: 'Profile saved successfully!',
  profileSaveFailed: 'Error saving profile. Please try again.',
  therapeuticStyle: 'Your Therapeutic Style',
  notAuthenticated: 'Not authenticated. Please log in.',
  goToLogin: 'Go to Login',
  insightsPlatform: 'Insights Platform',
  editResponse: 'Edit Response',
} as const;
