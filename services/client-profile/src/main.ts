import { runService } from '@rapport/kit';
import { clientProfileService } from './service';

runService(clientProfileService);
