import { z } from 'zod';
import { formMessages, limits } from '../constants';
import { isoDateTime } from './fields';
import { storedResponse, therapistProfile, therapistReview } from './questionnaire';

/**
 * What the admin dashboard reads. Each part comes from the service that owns it: therapists
 * and their review from questionnaire, contact messages from contact, invite codes from
 * matchmaker, counts from every service (aggregated by auth).
 */

/** A therapist awaiting (or past) review: the profile the questionnaire generated and the answers. */
export const adminTherapist = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  review: therapistReview,
  /** When the therapist last submitted the questionnaire (absent for a profile made by hand). */
  submittedAt: isoDateTime.optional(),
  /** The generated profile: specialty, description, insights applied, dimensions. */
  profile: therapistProfile,
  /** The questionnaire's reading, as clients would see it. */
  style: z.string().optional(),
  tags: z.array(z.string()),
  /** The therapist's questionnaire answers, oldest first. */
  responses: z.array(storedResponse),
});
export type AdminTherapist = z.infer<typeof adminTherapist>;

/** A message of the 'Early Adopter Partnerships' contact form. */
export const adminContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  message: z.string(),
  receivedAt: isoDateTime,
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

export const inviteCodeStatus = z.enum(['active', 'expired', 'used-up', 'revoked']);
export type InviteCodeStatus = z.infer<typeof inviteCodeStatus>;

/** A Natural Matchmaker invite code with its uses. */
export const adminInviteCode = z.object({
  code: z.string(),
  /** Null: no use limit. */
  maxUses: z.number().int().nullable(),
  uses: z.number().int().min(0),
  /** Null: never expires. */
  expiresAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  revokedAt: isoDateTime.optional(),
  /** Whether it can be redeemed now, and if not, why. */
  status: inviteCodeStatus,
});
export type AdminInviteCode = z.infer<typeof adminInviteCode>;

const { inviteCodeMin, inviteCodeMax, inviteMaxUses } = limits;

/** A code the admin names: trimmed, upper-cased, 4-12 letters, digits or '-'. */
export const newInviteCode = z
  .string({ error: formMessages.inviteCodeFormat })
  .trim()
  .toUpperCase()
  .regex(
    new RegExp(`^[A-Z0-9-]{${inviteCodeMin},${inviteCodeMax}}$`),
    formMessages.inviteCodeFormat,
  );

/** `POST /api/admin/invite-codes`: without a code the server makes one up. */
export const inviteCodeInput = z.object({
  code: newInviteCode.optional(),
  /** Null: no use limit. */
  maxUses: z
    .number({ error: formMessages.inviteMaxUsesRange })
    .int(formMessages.inviteMaxUsesRange)
    .min(inviteMaxUses.min, formMessages.inviteMaxUsesRange)
    .max(inviteMaxUses.max, formMessages.inviteMaxUsesRange)
    .nullable(),
  /** Null: never expires. Must lie in the future. */
  expiresAt: z
    .string({ error: formMessages.inviteExpiryInvalid })
    .pipe(z.iso.datetime({ offset: true, error: formMessages.inviteExpiryInvalid }))
    .nullable(),
});
export type InviteCodeInput = z.infer<typeof inviteCodeInput>;

/** Each owning service's counts; `GET /api/admin/stats` answers them together. */
export const accountCounts = z.object({
  /** Registered client accounts (guests not included). */
  clients: z.number().int().min(0),
  /** Guest client accounts the assessment created for visitors. */
  guestClients: z.number().int().min(0),
  /** Therapist accounts, whether or not they submitted the questionnaire. */
  therapistAccounts: z.number().int().min(0),
});
export const therapistCounts = z.object({
  pending: z.number().int().min(0),
  approved: z.number().int().min(0),
  rejected: z.number().int().min(0),
});
export const assessmentCounts = z.object({
  /** Clients who answered at least one assessment question. */
  started: z.number().int().min(0),
  /** Clients whose answers were analysed and matched. */
  completed: z.number().int().min(0),
});
export const voiceSessionCounts = z.object({
  /** Saved voice sessions of signed-in users. */
  saved: z.number().int().min(0),
  /** Voice sessions that ended in a match ('Find My Therapist'). */
  matched: z.number().int().min(0),
});

export const adminStats = z.object({
  accounts: accountCounts,
  therapists: therapistCounts,
  assessments: assessmentCounts,
  voiceSessions: voiceSessionCounts,
  generatedAt: isoDateTime,
});
export type AdminStats = z.infer<typeof adminStats>;
