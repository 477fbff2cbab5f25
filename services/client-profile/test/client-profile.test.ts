import { accessSuite } from './access.suite';
import { assessmentSuite } from './assessment.suite';
import { crisisSuite } from './crisis.suite';
import { profileSuite } from './profile.suite';
import { providerSuite } from './provider.suite';
import { questionsSuite } from './questions.suite';
import { ClientProfileSystem } from './support';

/**
 * The five client-profile calls through the real gateway, with auth and knowledge-capture,
 * in one file on one replica (see ClientProfileSystem). The suites run in order: the
 * questions suite has an expert contribute the questions the others answer.
 */
const sys = new ClientProfileSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop());

questionsSuite(sys);
assessmentSuite(sys);
accessSuite(sys);
crisisSuite(sys);
profileSuite(sys);
providerSuite(sys);
