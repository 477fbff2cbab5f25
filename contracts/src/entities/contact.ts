import { z } from 'zod';
import { requiredText } from './fields';

/** Spec §3 "Contact form"; §5: name, email and message required, organization optional. */
const fillAll = 'Please fill in all required fields';
export const contactMessage = z.object({
  name: requiredText(fillAll),
  email: requiredText(fillAll).pipe(z.email('Please enter a valid email address')),
  organization: z.string().trim().optional().default(''),
  message: requiredText(fillAll),
});
export type ContactMessage = z.infer<typeof contactMessage>;
