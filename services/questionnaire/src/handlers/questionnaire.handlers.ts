import { answerRequired } from '@rapport/contracts';
import { badRequest, type HandlerMap } from '@rapport/kit';
import { analysisDetails } from '../domain/analysis-details';
import { splitName } from '../domain/names';
import { requireTherapist } from './caller';
import type { QuestionnaireDeps } from './deps';

type QuestionnaireOps =
  'questionnaire.get-therapist-questions' | 'questionnaire.submit-therapist-responses';

/** The questionnaire itself: the experts' questions, and 'Submit Profile'. */
export function questionnaireHandlers(
  deps: QuestionnaireDeps,
): Pick<HandlerMap<'questionnaire'>, QuestionnaireOps> {
  return {
    'questionnaire.get-therapist-questions': async () => {
      const questions = await deps.questions.list();
      return {
        success: true as const,
        questions: questions.map((q) => ({
          id: q.questionId,
          text: q.text,
          reasoning: q.reasoning,
          source: { therapist: q.therapist },
        })),
      };
    },

    'questionnaire.submit-therapist-responses': async ({ body }, ctx) => {
      const caller = requireTherapist(ctx);
      // Each answer is checked by the contract; a submission without any has nothing to read.
      if (body.responses.length === 0) throw badRequest(answerRequired);
      const insights = await deps.insights.list();
      const therapist = await deps.engine.generateTherapistProfile({
        name: body.therapistName,
        age: body.age,
        experience: body.experience,
        responses: body.responses,
        insights: insights.map(({ insight, application, expert }) => ({
          insight,
          application,
          expert,
        })),
      });
      const profile = await deps.profiles.recordQuestionnaire(
        caller.id,
        {
          ...splitName(body.therapistName),
          email: caller.email,
          age: body.age,
          experience: body.experience,
          specialty: therapist.specialty,
          style: therapist.style,
          tags: therapist.tags,
          dimensions: therapist.dimensions,
          insightsApplied: therapist.insightsApplied,
          analysisDetails: analysisDetails(therapist, body.responses.length),
          description: therapist.description,
        },
        deps.now(),
      );
      await deps.directory.announce(profile, ctx);
      // A rejected therapist who submits again asks for a new review.
      if (await deps.profiles.reopenRejected(caller.id, deps.now())) {
        await deps.directory.announceReview(caller.id, 'pending', ctx);
      }
      ctx.log.info(
        { specialty: therapist.specialty, insights: therapist.insightsApplied.length },
        'therapist profile generated',
      );
      return { success: true as const, therapist };
    },
  };
}
