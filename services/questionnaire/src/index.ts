export { questionnaireService, questionnaireHandlers } from './service';
export { questionnaireConfig, type QuestionnaireConfig } from './config';
export { OWN_DATA_ONLY, PROFILE_NOT_FOUND, RESPONSE_NOT_FOUND } from './handlers/caller';
