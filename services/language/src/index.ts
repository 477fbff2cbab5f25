/**
 * Shared language primitives of the AI engine: the wink-nlp reader, the trait lexicon, text
 * signals, sentence helpers, and the OpenAI structured-output client with prompt loading.
 */
export * from './nlp';
export * from './lexicon';
export * from './signals';
export * from './dimension-model';
export * from './dimension-training';
export * from './scope';
export { clinicianSays } from './frames';
export * from './text';
export * from './summary';
export * from './question-identity';
export * from './errors';
export * from './config';
export * from './prompts';
export * from './openai/structured';
export * from './wordnet';
export * from './text-model';
