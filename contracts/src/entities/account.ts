import { z } from 'zod';
import { role } from '../operation';
import { limits } from '../constants';
import { emailAddress, personName } from './fields';

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
  firstName: personName('First name is required'),
  lastName: personName('Last name is required'),
  email: emailAddress('Email is required'),
  password: z
    .string({ error: 'Password is required' })
    .min(
      limits.accountPasswordMin,
      `Password must be at least ${limits.accountPasswordMin} characters long`,
    ),
  role: z.enum(['client', 'therapist'], { error: "Role must be 'client' or 'therapist'" }),
});
