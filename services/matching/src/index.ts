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
export { recommend, recommendAfterPasses, toTherapistCard } from './recommend';
export {
  PASS_PENALTY,
  MAX_PASS_PENALTY,
  STYLE_ALIKE_FROM,
  dimensionSimilarity,
  passPenalty,
  rankAfterPasses,
  specialtyOverlap,
  styleAlikeness,
  type PassedOver,
  type RerankedTherapist,
} from './pass-penalty';
export {
  clientPreferencesFromAnalysis,
  dimensionConfidence,
  type AnalysisEvidence,
  type DimensionEvidence,
  type ThemeEvidence,
} from './preferences';
export { therapistPositionFromProfile } from './therapist-position';
export { DIRECTORY_EVENTS, TherapistDirectory } from './projections/therapist-directory';
export {
  ContributionProjection,
  type ContributionQuestions,
  type ExpertInsights,
} from './projections/contribution-projection';
export {
  questionView,
  insightView,
  type Audience,
  type ContributionEvent,
  type ContributionItem,
  type ContributionView,
  type ProjectedInsight,
  type ProjectedQuestion,
} from './projections/contribution-views';
export { mergeQuestions } from './projections/question-merge';
