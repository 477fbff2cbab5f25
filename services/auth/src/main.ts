import { runService } from '@rapport/kit';
import { authService } from './service';

runService(authService);
