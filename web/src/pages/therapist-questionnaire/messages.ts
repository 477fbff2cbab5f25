/**
 * The texts of the therapist questionnaire and portal that the spec quotes (§2, §5, §8),
 * verbatim. They equal the contract's messages (checked in questionnaire.spec.ts) but are
 * repeated here so zod never reaches the browser bundle.
 */
export const text = {
  infoTitle: 'Therapist Information',
  reviewTitle: 'Review & Submit',
  submit: 'Submit Profile',
  created: 'Profile Created!',
  insightsApplied: 'Expert Insights Applied',
  approach: 'Your Therapeutic Approach',
  goToDashboard: 'Go to Your Dashboard',
  noQuestions: 'No Therapist Questions Available',
  returnHome: 'Return to Home',

  nameRequired: 'Please enter your name',
  ageRange: 'Age must be between 18 and 100',
  experienceRequired: 'Experience is required',
  experienceRange: 'Experience must be between 0 and 70 years',
  answerRequired: 'Please provide an answer before continuing',
  submitFailed: 'There was an error submitting your responses. Please try again.',
  micDenied: 'Please allow microphone access in your browser settings.',

  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  profileSaved: 'Profile saved successfully!',
  profileSaveFailed: 'Error saving profile. Please try again.',
  therapeuticStyle: 'Your Therapeutic Style',
  notAuthenticated: 'Not authenticated. Please log in.',
  goToLogin: 'Go to Login',
  insightsPlatform: 'Insights Platform',
  editResponse: 'Edit Response',
} as const;

/** Spec §9: therapist age 18-100 (optional), experience 0-70 years. */
export const limits = {
  age: { min: 18, max: 100 },
  experience: { min: 0, max: 70 },
} as const;
