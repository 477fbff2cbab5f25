import { audioSuite } from './audio.suite';
import { debounceSuite } from './debounce.suite';
import { failoverSuite } from './failover.suite';
import { inviteSuite } from './invite.suite';
import { sessionsSuite } from './sessions.suite';
import { MatchmakerSystem } from './support';
import { voiceSuite } from './voice.suite';

/**
 * The matchmaker through the real gateway and its voice socket, in one file (request subjects
 * are shared by every worker, so no other file may run a matchmaker at the same time).
 */
const sys = new MatchmakerSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop(), 60_000);

inviteSuite(sys);
sessionsSuite(sys);
voiceSuite(sys);
audioSuite(sys);
failoverSuite(sys);
debounceSuite(sys);
