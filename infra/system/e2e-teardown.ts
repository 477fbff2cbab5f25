import { teardown } from './e2e-setup';

export default teardown;
