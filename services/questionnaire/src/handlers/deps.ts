import type { TherapistEngine } from '../ai';
import type { ContributionQuestions, ExpertInsights } from '@rapport/matching';
import type { TherapistProfileRepository } from '../store/therapist-profile.repository';
import type { TherapistResponseRepository } from '../store/therapist-response.repository';
import type { ProfileAnnouncer } from './profile-announcer';

/** Everything the handlers reach outside the process, injected by service.ts. */
export interface QuestionnaireDeps {
  /** The experts' therapist-audience questions (projection). */
  questions: ContributionQuestions;
  /** The experts' analysis insights (projection). */
  insights: ExpertInsights;
  profiles: TherapistProfileRepository;
  responses: TherapistResponseRepository;
  engine: TherapistEngine;
  directory: ProfileAnnouncer;
  now: () => Date;
  newId: () => string;
}
