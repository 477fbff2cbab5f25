import type { Contribution } from '@rapport/contracts';
import {
  badRequest,
  notFound,
  pendingEvent,
  type HandlerMap,
  type OutboxEntry,
  type RequestContext,
} from '@rapport/kit';
import {
  editedContribution,
  newContribution,
  contributionTimestamp,
} from '../domain/contribution-rules';
import { splitRefinementInput } from '../domain/refinement-input';
import { requireContributionAccess } from './access-guard';
import type { KnowledgeCaptureDeps } from './deps';

type ContributionOps =
  | 'knowledge-capture.get-previous-inputs'
  | 'knowledge-capture.therapist-input'
  | 'knowledge-capture.therapist-input-refinement'
  | 'knowledge-capture.save-processed-input'
  | 'knowledge-capture.get-contribution'
  | 'knowledge-capture.update-contribution'
  | 'knowledge-capture.convert-question-to-insight';

export const CONTRIBUTION_NOT_FOUND = 'Contribution not found';
const INSTRUCTIONS_REQUIRED = 'Please enter refinement instructions';

/** Processing, refining, saving and editing the experts' contributions; all need an access token. */
export function contributionHandlers(
  deps: KnowledgeCaptureDeps,
): Pick<HandlerMap<'knowledge-capture'>, ContributionOps> {
  const guard = (ctx: RequestContext) => requireContributionAccess(deps.tokens, ctx, deps.now());

  // Stored with the contribution's own write, published right after it (or by the relay).
  const contributionEvent = (
    name: 'event.contribution.saved' | 'event.contribution.updated',
    c: Pick<
      Contribution,
      'id' | 'therapistName' | 'timestamp' | 'questions' | 'analysis' | 'deletedQuestionIds'
    >,
    id?: string,
  ): OutboxEntry =>
    pendingEvent(
      name,
      {
        contributionId: c.id,
        therapistName: c.therapistName,
        timestamp: c.timestamp,
        questions: c.questions,
        analysis: c.analysis,
        deletedQuestionIds: c.deletedQuestionIds,
      },
      id,
    );

  return {
    'knowledge-capture.therapist-input': async ({ body }, ctx) => {
      await guard(ctx);
      deps.experts.resolve(body.therapistName);
      return { processedInput: await deps.engine.processExpertInput(body.rawInput) };
    },

    'knowledge-capture.therapist-input-refinement': async ({ body }, ctx) => {
      await guard(ctx);
      deps.experts.resolve(body.therapistName);
      const parts = splitRefinementInput(body.rawInput, body.instructions);
      if (!parts.instructions) throw badRequest(INSTRUCTIONS_REQUIRED);
      const processedInput = await deps.engine.refine(
        parts.original,
        parts.instructions,
        body.originalProcessedInput,
      );
      return { processedInput };
    },

    'knowledge-capture.save-processed-input': async ({ body }, ctx) => {
      await guard(ctx);
      const expert = deps.experts.resolve(body.therapistName);
      const createdAt = deps.now();
      const saved = await deps.contributions.recordContribution(
        expert,
        newContribution(body.processedInput, deps.newId),
        { timestamp: contributionTimestamp(createdAt), createdAt },
        // The contribution id makes a republished save a duplicate JetStream drops.
        (c) => contributionEvent('event.contribution.saved', c, `contribution-saved-${c.id}`),
      );
      await deps.outbox.flush(saved.id);
      ctx.log.info({ contributionId: saved.id, expert }, 'contribution saved');
      return { contributionId: saved.id };
    },

    'knowledge-capture.get-previous-inputs': async ({ params }, ctx) => {
      await guard(ctx);
      const expert = deps.experts.resolve(params.therapistName);
      return { previousInputs: await deps.contributions.listForExpert(expert) };
    },

    'knowledge-capture.get-contribution': async ({ params }, ctx) => {
      await guard(ctx);
      const expert = deps.experts.resolve(params.therapistName);
      const contribution = await deps.contributions.findContribution(expert, params.contributionId);
      if (!contribution) throw notFound(CONTRIBUTION_NOT_FOUND);
      return { contribution };
    },

    'knowledge-capture.update-contribution': async ({ params, body }, ctx) => {
      await guard(ctx);
      const expert = deps.experts.resolve(params.therapistName);
      const stored = await deps.contributions.findContribution(expert, params.contributionId);
      if (!stored) throw notFound(CONTRIBUTION_NOT_FOUND);
      const content = editedContribution(stored, body.contribution, deps.newId);
      const contribution = await deps.contributions.saveEdits(
        expert,
        stored.id,
        content,
        deps.now(),
        contributionEvent('event.contribution.updated', { ...stored, ...content }),
      );
      if (!contribution) throw notFound(CONTRIBUTION_NOT_FOUND);
      await deps.outbox.flush(contribution.id);
      ctx.log.info({ contributionId: contribution.id, expert }, 'contribution edited');
      return { success: true as const, contribution };
    },

    'knowledge-capture.convert-question-to-insight': async ({ body }, ctx) => {
      await guard(ctx);
      if (!(await deps.contributions.contributionExists(body.contributionId))) {
        throw notFound(CONTRIBUTION_NOT_FOUND);
      }
      const insight = await deps.engine.questionToInsight(body.question);
      return { insight: { _id: deps.newId(), ...insight } };
    },
  };
}
