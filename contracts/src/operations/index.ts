import { adminOperations } from './admin';
import { authOperations } from './auth';
import { clientProfileOperations } from './client-profile';
import { contactOperations } from './contact';
import { knowledgeCaptureOperations } from './knowledge-capture';
import { matchmakerOperations } from './matchmaker';
import { questionnaireOperations } from './questionnaire';

/** Every call of spec §7 and of the admin dashboard, keyed `<service>.<operation>`; the subject is `rpc.<key>`. */
export const operations = {
  ...authOperations,
  ...knowledgeCaptureOperations,
  ...questionnaireOperations,
  ...clientProfileOperations,
  ...matchmakerOperations,
  ...contactOperations,
  ...adminOperations,
};

export type Operations = typeof operations;
export type OperationKey = keyof Operations;
