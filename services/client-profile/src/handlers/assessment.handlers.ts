import type { Recommendation } from '@rapport/contracts';
import { crisisNotice, detectCrisis } from '@rapport/safety';
import { rankTherapists, recommendAfterPasses, toTherapistCard } from '@rapport/matching';
import { ServiceError, type HandlerMap, type RequestContext } from '@rapport/kit';
import { requireActingFor } from '../domain/access';
import { analysisAnswers, isRelationshipKey, relationshipTopics } from '../domain/analysis-answers';
import { toAssessmentQuestions } from '../domain/assessment-questions';
import { identityFor, passedOver, profileUpdated, type ClientProfileDeps } from './deps';

type AssessmentOps =
  | 'client-profile.get-assessment-questions'
  | 'client-profile.process-response'
  | 'client-profile.analyze-responses';

export const PROCESS_FAILED = 'Failed to process response';

/**
 * Crisis language in the client's words: logged without the words, answered with resources.
 * The provider's own reading (`providerSaysSo`, the openai provider's) can add the notice where
 * the safety library's phrases and model did not, never remove one.
 */
async function crisisCheck(texts: string[], ctx: RequestContext, providerSaysSo = false) {
  const check = await detectCrisis(texts);
  if (!check.flagged && !providerSaysSo) return undefined;
  ctx.log.warn(
    check.flagged
      ? { categories: [...new Set(check.matches.map((m) => m.category))] }
      : { reader: 'provider' },
    'crisis language',
  );
  return crisisNotice();
}

/** The written assessment: its questions, each answer as it comes, and the analysis at the end. */
export function assessmentHandlers(
  deps: ClientProfileDeps,
): Pick<HandlerMap<'client-profile'>, AssessmentOps> {
  return {
    'client-profile.get-assessment-questions': async () => ({
      success: true as const,
      questions: toAssessmentQuestions(await deps.questions.list()),
    }),

    'client-profile.process-response': async ({ body }, ctx) => {
      const caller = requireActingFor(ctx.caller, body.userId);
      const crisis = await crisisCheck([body.response], ctx);
      try {
        const question =
          (await deps.questions.findItem(body.questionId)) ??
          (body.originalQuestionId ? await deps.questions.findItem(body.originalQuestionId) : null);
        const earlier = question
          ? null
          : await deps.responses.findAnswer(body.userId, body.questionId);
        const now = deps.now();
        await deps.profiles.ensureProfile(
          body.userId,
          await identityFor(deps, body.userId, caller),
          now,
        );
        await deps.responses.saveAnswer(
          body.userId,
          {
            questionId: body.questionId,
            // A question the expert removed meanwhile keeps the text the client answered.
            question:
              question?.text ??
              earlier?.question ??
              (isRelationshipKey(body.questionId)
                ? relationshipTopics[body.questionId]
                : 'Assessment question'),
            answer: body.response,
            originalQuestionId: body.originalQuestionId,
          },
          now,
        );
      } catch (err) {
        ctx.log.error({ err, crisis: Boolean(crisis) }, 'answer not stored');
        // Crisis resources come first (DESIGN §6): a person in crisis sees them, not an error.
        // The answer is not lost: analyze-responses sends every answer again and keeps it.
        if (crisis) return { success: true as const, crisis };
        throw new ServiceError(500, 'process_failed', PROCESS_FAILED);
      }
      return { success: true as const, ...(crisis ? { crisis } : {}) };
    },

    'client-profile.analyze-responses': async ({ body }, ctx) => {
      const caller = requireActingFor(ctx.caller, body.userId);
      const [projected, stored, directory, profile] = await Promise.all([
        deps.questions.list(),
        deps.responses.listForClient(body.userId),
        deps.directory.listApproved(),
        deps.profiles.findProfile(body.userId),
      ]);
      const answers = analysisAnswers(body.responses, toAssessmentQuestions(projected), stored);
      const analysis = await deps.engine.analyzeClient(answers);
      const crisis = await crisisCheck(
        answers.map((a) => a.answer),
        ctx,
        analysis.crisisLanguage,
      );
      // Therapists like those passed on before stay down-weighted in a new assessment too.
      const passes = await passedOver(deps, profile?.passHistory ?? []);
      const best = recommendAfterPasses(analysis.preferences, directory, passes, new Set());
      const recommendation: Recommendation | null = best && {
        ...best,
        ...(crisis ? { crisis } : {}),
      };
      const therapists = rankTherapists(analysis.preferences, directory).map((r) =>
        toTherapistCard(r.therapist),
      );

      const now = deps.now();
      await deps.profiles.ensureProfile(
        body.userId,
        await identityFor(deps, body.userId, caller),
        now,
      );
      // Answers sent only here (not through process-response) are kept on the profile too.
      // One millisecond apart, so the portal lists them in the order they were sent.
      const unsaved = answers.filter((x) => x.unsaved && x.question !== '');
      for (const [i, a] of unsaved.entries()) {
        await deps.responses.saveAnswer(body.userId, a, new Date(now.getTime() + i));
      }
      const analysisResults = {
        tags: analysis.tags,
        summary: analysis.summary,
        matchScore: best?.matchScore ?? 0,
      };
      await deps.profiles.recordAnalysis(
        body.userId,
        {
          analysisResults,
          dimensions: analysis.preferences.dimensions,
          preferences: analysis.preferences,
          lastRecommendation: recommendation,
          match: best && { recommendation: best, recommendedAt: now.toISOString(), passed: [] },
        },
        now,
        profileUpdated(body.userId, analysisResults, now),
      );
      await deps.profileOutbox.flush(body.userId);
      ctx.log.info(
        { therapistId: best?.therapist.id, matchScore: best?.matchScore, answers: answers.length },
        'responses analysed',
      );
      return {
        success: true as const,
        recommendation,
        therapists,
        ...(crisis ? { crisis } : {}),
      };
    },
  };
}
