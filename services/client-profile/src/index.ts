export { clientProfileService, clientProfileHandlers } from './service';
export { clientProfileConfig, type ClientProfileConfig } from './config';
export { PROCESS_FAILED } from './handlers/assessment.handlers';
export { ANSWER_FIRST, PROFILE_NOT_FOUND } from './handlers/profile.handlers';
export { OWN_DATA_ONLY } from './domain/access';
