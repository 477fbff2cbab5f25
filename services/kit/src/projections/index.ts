export { TherapistDirectory } from './therapist-directory';
export { ContributionQuestions, type ProjectedQuestion } from './contribution-questions';
