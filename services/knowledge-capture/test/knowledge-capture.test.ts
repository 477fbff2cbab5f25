import { accessSuite } from './access.suite';
import { contributionsSuite } from './contributions.suite';
import { processingSuite } from './processing.suite';
import { providerSuite } from './provider.suite';
import { KnowledgeCaptureSystem } from './support';

/**
 * All 11 knowledge-capture calls through the real gateway, in one file on one replica (see
 * KnowledgeCaptureSystem). The suites run in order: access registers the token the others use.
 */
const sys = new KnowledgeCaptureSystem();

beforeAll(() => sys.start());
afterAll(() => sys.stop());

accessSuite(sys);
processingSuite(sys);
contributionsSuite(sys);
providerSuite(sys);
