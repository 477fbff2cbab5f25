import { authOperations } from './auth';
import { contactOperations } from './contact';

/** Every call of spec §7, keyed `<service>.<operation>`; the subject is `rpc.<key>`. */
export const operations = {
  ...authOperations,
  ...contactOperations,
};

export type Operations = typeof operations;
export type OperationKey = keyof Operations;
