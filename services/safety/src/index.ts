export type { CrisisCategory } from './crisis-phrases';
export { detectCrisis, type CrisisCheck, type CrisisMatch } from './detect-crisis';
export { loadSentenceEncoder as prepareCrisisCheck } from './sentence-encoder';
export { crisisNotice, NOT_AN_EMERGENCY_SERVICE } from './crisis-notice';
