import type { ClientProfile, KeptMatch } from '@rapport/contracts';
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
    ...withMatch(keptMatchOf(stored)),
  };
}

const withMatch = (match: KeptMatch | null) => (match ? { match } : {});

/**
 * The match the dashboard shows. Profiles analysed before matches were kept have only the
 * last recommendation: it becomes the match, dated by the profile's last update.
 */
export function keptMatchOf(stored: StoredClientProfile): KeptMatch | null {
  if (stored.match) return stored.match;
  const last = stored.lastRecommendation;
  if (!last) return null;
  const { crisis: _crisis, ...recommendation } = last;
  return { recommendation, recommendedAt: stored.updatedAt.toISOString(), passed: [] };
}
