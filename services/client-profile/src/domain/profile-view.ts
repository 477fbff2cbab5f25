import type { ClientProfile } from '@rapport/contracts';
import type { StoredClientProfile } from '../store/client-profile.repository';
import type { ClientResponse } from '../store/client-response.repository';

/** Spec §3 "Client profile" as the portal reads it; parts not generated yet are left out. */
export function toClientProfile(
  stored: StoredClientProfile,
  responses: readonly ClientResponse[],
): ClientProfile {
  return {
    userId: stored._id,
    firstName: stored.firstName,
    lastName: stored.lastName,
    email: stored.email,
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
    responses: responses.map((r) => ({
      questionId: r.questionId,
      question: r.question,
      answer: r.answer,
    })),
    ...(stored.analysisResults ? { analysisResults: stored.analysisResults } : {}),
    ...(stored.personalityProfile ? { personalityProfile: stored.personalityProfile } : {}),
    ...(stored.dimensions ? { dimensions: stored.dimensions } : {}),
  };
}
