import { runService } from '@rapport/kit';
import { matchmakerService } from './service';

runService(matchmakerService);
