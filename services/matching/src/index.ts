export type {
  ClientPreferences,
  DimensionConfidence,
  MatchConstraints,
  TherapistPosition,
} from './types';
export { canonicalTheme, themeLabel, themesInText } from './themes';
export {
  DIMENSION_WEIGHT,
  SPECIALTY_WEIGHT,
  EXPERIENCE_WEIGHT,
  NEUTRAL_FIT,
  DEFAULT_WEIGHTS,
  scoreMatch,
  specialtyFit,
  experienceFit,
  therapistThemes,
  type ScoredMatch,
  type ScoreWeights,
  type MatchComponents,
  type DimensionComponent,
} from './score';
export { rankTherapists, type RankedTherapist } from './rank';
export { matchReasons, matchReasoning } from './reasons';
export { recommend, toTherapistCard } from './recommend';
export {
  clientPreferencesFromAnalysis,
  dimensionConfidence,
  type AnalysisEvidence,
  type DimensionEvidence,
  type ThemeEvidence,
} from './preferences';
export { therapistPositionFromProfile } from './therapist-position';
export { TherapistDirectory } from './projections/therapist-directory';
export {
  ContributionQuestions,
  type ProjectedQuestion,
} from './projections/contribution-questions';
