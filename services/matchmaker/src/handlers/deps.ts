import type { ConversationEngine } from '../ai';
import type { CollectionOutbox, FailureWindow } from '@rapport/kit';
import type { TherapistDirectory } from '@rapport/matching';
import type { SpeechProvider } from '../speech/speech-provider';
import type { LiveSession } from '../domain/live-session';
import type { AccessTokenStore } from '../store/access-token.store';
import type { InviteAccess } from './invite-access';
import type { InviteCodeRepository } from '../store/invite-code.repository';
import type { LiveSessionStore } from '../store/live-session.store';
import type { QuestionBank } from '../store/question-bank';
import type { SaveScheduler } from '../store/save-scheduler';
import type { VoiceMatchRepository } from '../store/voice-match.repository';
import type { VoiceSessionRepository } from '../store/voice-session.repository';
import type { Outbox } from '../voice/outbox';

/** Everything the handlers reach outside the process, injected by service.ts. */
export interface MatchmakerDeps {
  invites: InviteCodeRepository;
  accessTokens: AccessTokenStore;
  /** Who may use the Natural Matchmaker: a valid access token or an account that redeemed one. */
  inviteAccess: InviteAccess;
  inviteFailures: FailureWindow;
  sessions: VoiceSessionRepository;
  /** Voice sessions that ended in a match. */
  matches: VoiceMatchRepository;
  live: LiveSessionStore;
  saves: SaveScheduler<LiveSession>;
  bank: QuestionBank;
  directory: TherapistDirectory;
  engine: ConversationEngine;
  speech: SpeechProvider;
  outbox: Outbox;
  /** Publishes the events stored with voice matches. */
  matchEvents: CollectionOutbox;
  now: () => Date;
  newId: () => string;
}
