/**
 * The match click (spec §4 "Match click"): everything audio and the socket is shut down
 * and the microphone released, a summary is requested (a failure is only logged) and
 * spoken, then the match is requested and the recommendation spoken. The calls are passed
 * in, so the order is unit-tested.
 */
import type {
  CrisisNotice,
  InferredQa,
  OpResponse,
  QaEntry,
  VoiceRecommendation,
} from '@rapport/contracts';
import { messageOr } from '../../api/client';

export type FinalizeResponse = OpResponse<'matchmaker.finalize'>;

export interface MatchInput {
  previousQA: QaEntry[];
  inferredQAs: Record<string, InferredQa>;
  sessionId?: string;
}

export interface MatchDeps {
  /** Kills all audio and the socket, releases the microphone. */
  shutdown(): Promise<void>;
  /** The calls need a bearer token: signs a guest in when nobody is. */
  ensureSignedIn(): Promise<void>;
  generateSummary(previousQA: QaEntry[]): Promise<string>;
  finalize(input: MatchInput): Promise<FinalizeResponse>;
  /** Queues speech; does not wait for it. */
  speak(text: string): void;
  onSummary(summary: string): void;
  log(message: string, err: unknown): void;
}

export type MatchOutcome =
  | { kind: 'matched'; recommendation: VoiceRecommendation; crisis?: CrisisNotice }
  | { kind: 'no-therapist'; message: string; crisis?: CrisisNotice }
  | { kind: 'failed'; message: string };

export const matchTexts = {
  failed: 'Failed to find your match. Please try again.',
  noTherapist: 'No therapist is available to recommend right now. Please try again later.',
} as const;

/** What is said when the match arrives. */
export function recommendationSpeech(r: VoiceRecommendation): string {
  const years = Math.max(0, Math.round(r.experience));
  const parts = [
    `I found your match: ${r.name}, who specializes in ${r.specialty}`,
    `with ${years} ${years === 1 ? 'year' : 'years'} of experience.`,
  ];
  return [parts.join(' '), r.matchReasoning].filter(Boolean).join(' ');
}

export async function runMatch(input: MatchInput, deps: MatchDeps): Promise<MatchOutcome> {
  await deps.shutdown();
  try {
    await deps.ensureSignedIn();
  } catch (err) {
    return { kind: 'failed', message: messageOr(err, matchTexts.failed) };
  }
  try {
    const summary = (await deps.generateSummary(input.previousQA)).trim();
    if (summary) {
      deps.onSummary(summary);
      deps.speak(summary);
    }
  } catch (err) {
    deps.log('generate-summary failed', err);
  }
  let res: FinalizeResponse;
  try {
    res = await deps.finalize(input);
  } catch (err) {
    return { kind: 'failed', message: messageOr(err, matchTexts.failed) };
  }
  const crisis = res.crisis ? { crisis: res.crisis } : {};
  if (!res.recommendation) {
    deps.speak(matchTexts.noTherapist);
    return { kind: 'no-therapist', message: matchTexts.noTherapist, ...crisis };
  }
  deps.speak(recommendationSpeech(res.recommendation));
  return { kind: 'matched', recommendation: res.recommendation, ...crisis };
}
