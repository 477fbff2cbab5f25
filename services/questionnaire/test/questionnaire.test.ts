import { profileSuite } from './profile.suite';
import { providerSuite } from './provider.suite';
import { questionsSuite } from './questions.suite';
import { responsesSuite } from './responses.suite';
import { seedSuite } from './seed.suite';
import { submitSuite } from './submit.suite';
import { QuestionnaireSystem } from './support';

/**
 * Every questionnaire call through the real gateway, with auth and knowledge-capture running
 * beside it, in one file on one replica (see QuestionnaireSystem). The suites run in order:
 * the questions suite contributes the experts' questions and insights the others answer.
 */
const sys = new QuestionnaireSystem();

beforeAll(() => sys.start());
afterAll(() => sys.stop());

questionsSuite(sys);
submitSuite(sys);
responsesSuite(sys);
profileSuite(sys);
providerSuite(sys);
seedSuite(sys);
