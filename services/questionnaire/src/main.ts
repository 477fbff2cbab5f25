import { runService } from '@rapport/kit';
import { questionnaireService } from './service';

runService(questionnaireService);
