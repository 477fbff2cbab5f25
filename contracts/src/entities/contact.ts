import { z } from 'zod';
import { limits } from '../constants';
import { requiredText, tooLong } from './fields';

const max = limits.text;

/** Spec §3 "Contact form"; §5: name, email and message required, organization optional. */
const fillAll = 'Please fill in all required fields';
export const contactMessage = z.object({
  name: requiredText(fillAll).max(max.name, tooLong('Name', max.name)),
  email: requiredText(fillAll)
    .max(max.email, tooLong('Email', max.email))
    .pipe(z.email('Please enter a valid email address')),
  organization: z
    .string()
    .trim()
    .max(max.organization, tooLong('Organization', max.organization))
    .optional()
    .default(''),
  message: requiredText(fillAll).max(max.contactMessage, tooLong('Message', max.contactMessage)),
});
export type ContactMessage = z.infer<typeof contactMessage>;
