import { z } from 'zod';
import { role } from './operation';

/** Spec §3 "User (kept locally)". */
export const publicUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role,
});
export type PublicUser = z.infer<typeof publicUser>;

/** Spec §5 "Account registration". Admin is never self-assignable. */
export const registration = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required'),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address')),
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters long'),
  role: z.enum(['client', 'therapist'], { error: "Role must be 'client' or 'therapist'" }),
});

/** Spec §3 "Contact form"; §5: name, email and message required, organization optional. */
const required = (msg: string) => z.string({ error: msg }).trim().min(1, msg);
const fillAll = 'Please fill in all required fields';
export const contactMessage = z.object({
  name: required(fillAll),
  email: required(fillAll).pipe(z.email('Please enter a valid email address')),
  organization: z.string().trim().optional().default(''),
  message: required(fillAll),
});
export type ContactMessage = z.infer<typeof contactMessage>;
