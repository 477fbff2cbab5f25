import type { AdminTherapist, StoredResponse } from '@rapport/contracts';
import { notFound, requireAdmin, type HandlerMap, type RequestContext } from '@rapport/kit';
import { fullName } from '../domain/names';
import { reviewOf, toProfile, type ProfileDoc } from '../store/therapist-profile.repository';
import { PROFILE_NOT_FOUND } from './caller';
import type { QuestionnaireDeps } from './deps';

type AdminOps =
  | 'questionnaire.admin-list-therapists'
  | 'questionnaire.admin-approve-therapist'
  | 'questionnaire.admin-reject-therapist'
  | 'questionnaire.admin-count-therapists';

function toAdminTherapist(d: ProfileDoc, responses: StoredResponse[]): AdminTherapist {
  return {
    userId: d._id,
    name: fullName(d),
    email: d.email,
    review: reviewOf(d),
    ...(d.submittedAt ? { submittedAt: d.submittedAt.toISOString() } : {}),
    profile: toProfile(d),
    ...(d.style ? { style: d.style } : {}),
    tags: d.tags ?? [],
    responses,
  };
}

/** The admin's review of therapists: only approved ones are recommended or listed to clients. */
export function adminHandlers(
  deps: QuestionnaireDeps,
): Pick<HandlerMap<'questionnaire'>, AdminOps> {
  async function decide(
    userId: string,
    decision: { status: 'approved' | 'rejected'; reason?: string },
    adminId: string,
    ctx: RequestContext,
  ) {
    const at = deps.now();
    const doc = await deps.profiles.decideReview(userId, { ...decision, adminId }, at);
    if (!doc) throw notFound(PROFILE_NOT_FOUND);
    await deps.directory.announceReview(userId, decision.status, ctx);
    const responses = await deps.responses.listForTherapists([userId]);
    return { therapist: toAdminTherapist(doc, responses.get(userId) ?? []) };
  }

  return {
    'questionnaire.admin-list-therapists': async ({ query }, ctx) => {
      requireAdmin(ctx);
      const docs = await deps.profiles.listForReview(query.status);
      const responses = await deps.responses.listForTherapists(docs.map((d) => d._id));
      return {
        therapists: docs.map((d) => toAdminTherapist(d, responses.get(d._id) ?? [])),
      };
    },

    'questionnaire.admin-approve-therapist': async ({ params }, ctx) => {
      const admin = requireAdmin(ctx);
      return decide(params.userId, { status: 'approved' }, admin.id, ctx);
    },

    'questionnaire.admin-reject-therapist': async ({ params, body }, ctx) => {
      const admin = requireAdmin(ctx);
      return decide(params.userId, { status: 'rejected', reason: body.reason }, admin.id, ctx);
    },

    'questionnaire.admin-count-therapists': async (_input, ctx) => {
      requireAdmin(ctx);
      return deps.profiles.countByStatus();
    },
  };
}
