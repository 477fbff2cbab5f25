import { ServiceError } from '@rapport/kit';

/** Why a generation failed; the code the caller sees is `ai_<kind>`. */
export type AiFailure = 'timeout' | 'refusal' | 'http' | 'malformed' | 'unavailable';

const messages: Record<AiFailure, string> = {
  timeout: 'The AI service did not answer in time. Please try again.',
  refusal: 'The AI service declined to process this text. Please rephrase it and try again.',
  http: 'The AI service answered with an error. Please try again shortly.',
  malformed: 'The AI service returned an answer in an unexpected format. Please try again.',
  unavailable: 'The AI service could not be reached. Please try again shortly.',
};

/**
 * A failed generation. It is a ServiceError with status 502, so any handler that lets it
 * through answers a readable message instead of crashing or hanging.
 */
export class AiError extends ServiceError {
  constructor(
    readonly kind: AiFailure,
    /** What went wrong underneath, for logs only. */
    readonly detail?: string,
  ) {
    super(502, `ai_${kind}`, messages[kind]);
    this.name = 'AiError';
  }
}
