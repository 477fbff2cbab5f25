import type { Logger } from '@rapport/kit';
import type { MatchmakerDeps } from '../handlers/deps';

/** What a voice frame's handling gets: the service's deps, its request's logger, and a place for work that may finish after the reply. */
export interface VoiceDeps extends MatchmakerDeps {
  log: Logger;
  /**
   * Work the reply need not wait for (saving the session): the socket's next frame is not
   * held up by a database write, and a stopping replica still waits for it.
   */
  later(work: Promise<void>): void;
}
