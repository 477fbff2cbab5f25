export { matchmakerService, matchmakerHandlers, saveKeys } from './service';
export { matchmakerConfig, type MatchmakerConfig } from './config';
export { SaveScheduler, type ChangeResult, type SaveKeys } from './store/save-scheduler';
export { composeBank, defaultQuestions, openingQuestion } from './domain/default-questions';
export { INVALID_INVITE } from './domain/invite-rules';
