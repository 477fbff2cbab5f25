import { runService } from '@rapport/kit';
import { knowledgeCaptureService } from './service';

runService(knowledgeCaptureService);
