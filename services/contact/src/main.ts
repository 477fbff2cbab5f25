import { runService } from '@rapport/kit';
import { contactService } from './service';

runService(contactService);
