import { adminOperations } from './admin';
import { authOperations } from './auth';
import { clientProfileOperations } from './client-profile';
import { contactOperations } from './contact';
import { knowledgeCaptureOperations } from './knowledge-capture';
import { matchmakerOperations } from './matchmaker';
import { privacyOperations } from './privacy';
import { questionnaireOperations } from './questionnaire';

/** Every call of spec §7, of the admin dashboard and of "Your data" (plus internal bus-only calls), keyed `<service>.<operation>`; the subject is `rpc.<key>`. */
export const operations = {
  ...authOperations,
  ...knowledgeCaptureOperations,
  ...questionnaireOperations,
  ...clientProfileOperations,
  ...matchmakerOperations,
  ...contactOperations,
  ...adminOperations,
  ...privacyOperations,
};

export type Operations = typeof operations;
export type OperationKey = keyof Operations;
