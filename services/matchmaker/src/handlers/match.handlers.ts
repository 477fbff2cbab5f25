import { type VoiceRecommendation, voiceSessionId } from '@rapport/contracts';
import { clientPreferencesFromAnalysis, recommend } from '@rapport/matching';
import { crisisNotice, detectCrisis } from '@rapport/safety';
import { type HandlerMap } from '@rapport/kit';
import { withoutInferredPrefix } from '../ai/summary';
import type { MatchmakerDeps } from './deps';
import { ownerOf } from './session.handlers';

type MatchOps = 'matchmaker.generate-summary' | 'matchmaker.finalize';

/** The summary spoken before the match, and the match itself from every answer of the session. */
export function matchHandlers(deps: MatchmakerDeps): Pick<HandlerMap<'matchmaker'>, MatchOps> {
  return {
    'matchmaker.generate-summary': async ({ body }) => ({
      success: true as const,
      summary: await deps.engine.summarizeConversation(body.previousQA),
    }),

    'matchmaker.finalize': async ({ body }, ctx) => {
      const userId = ownerOf(ctx);
      const answers = [
        ...body.previousQA.map((q) => q.answer),
        ...Object.values(body.inferredQAs).map((qa) => withoutInferredPrefix(qa.answer)),
      ].filter((a) => a.trim());
      const evidence = await deps.engine.assessConversation(answers);
      const preferences = clientPreferencesFromAnalysis(evidence);
      const ranked = recommend(preferences, await deps.directory.listApproved());
      const recommendation: VoiceRecommendation | null = ranked
        ? {
            ...ranked.therapist,
            matchScore: ranked.matchScore,
            reasons: ranked.reasons,
            matchReasoning: ranked.matchReasoning,
            alternatives: ranked.alternatives,
          }
        : null;
      const sessionId =
        body.sessionId && voiceSessionId.safeParse(body.sessionId).success
          ? body.sessionId
          : deps.newId();
      if (recommendation) {
        await deps.matches.recordMatch({
          sessionId,
          userId,
          therapistId: recommendation.id,
          matchScore: recommendation.matchScore,
          at: deps.now(),
        });
        // Stored with the match: published now, or by the outbox relay if NATS is away.
        await deps.matchEvents.flush(sessionId);
      }
      ctx.log.info(
        { sessionId, therapistId: recommendation?.id, themes: preferences.themes },
        'voice session matched',
      );
      const crisis = (await detectCrisis(answers)).flagged ? { crisis: crisisNotice() } : {};
      return { success: true as const, recommendation, ...crisis };
    },
  };
}
