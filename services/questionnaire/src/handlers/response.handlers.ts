import { notFound, type HandlerMap } from '@rapport/kit';
import { RESPONSE_NOT_FOUND, requireOwner } from './caller';
import type { QuestionnaireDeps } from './deps';

type ResponseOps =
  'questionnaire.save-therapist-response' | 'questionnaire.get-therapist-responses';

/** The therapist's stored answers: one per answer after submit, edited from the portal. */
export function responseHandlers(
  deps: QuestionnaireDeps,
): Pick<HandlerMap<'questionnaire'>, ResponseOps> {
  return {
    'questionnaire.save-therapist-response': async ({ body }, ctx) => {
      requireOwner(ctx, body.userId);
      const content = {
        questionId: body.questionId,
        question: body.question,
        answer: body.answer,
        tags: await deps.engine.tagAnswer({ question: body.question, answer: body.answer }),
      };
      const at = deps.now();
      const responseId = body.responseId?.trim();
      if (responseId) {
        const response = await deps.responses.replaceResponse(body.userId, responseId, content, at);
        if (!response) throw notFound(RESPONSE_NOT_FOUND);
        return { success: true as const, response };
      }
      const response = await deps.responses.addResponse(body.userId, deps.newId(), content, at);
      return { success: true as const, response };
    },

    'questionnaire.get-therapist-responses': async ({ params }, ctx) => {
      requireOwner(ctx, params.userId);
      return { responses: await deps.responses.listForTherapist(params.userId) };
    },
  };
}
