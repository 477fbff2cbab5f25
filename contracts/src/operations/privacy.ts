import { z } from 'zod';
import {
  consentPurposes,
  exportFilePrefix,
  noticeVersions,
  privacyMessages,
  type ConsentPurpose,
} from '../constants';
import { op, serviceNames, type ServiceName } from '../operation';
import { isoDateTime } from '../entities';

/**
 * "Your data" (issue 16): consent records, the export of everything every service holds about
 * the caller, and the deletion of the account everywhere. Owned by auth; the export parts are
 * answered by each service over the bus (`<service>.export-user`, internal: no HTTP route).
 */

const purposeMessage = `Purpose must be one of ${consentPurposes.join(', ')}`;
export const consentPurpose = z.enum(consentPurposes, { error: purposeMessage });

export const consent = z.object({
  purpose: consentPurpose,
  noticeVersion: z.string(),
  givenAt: isoDateTime,
  withdrawnAt: isoDateTime.optional(),
  /** Given, not withdrawn, and to the notice version in force. */
  active: z.boolean(),
});
export type Consent = z.infer<typeof consent>;

export const noticeVersionsSchema = z.object({ assessment: z.string(), voice: z.string() });

/** One service's part of the export: whatever it holds about the user, as plain JSON. */
export const exportPart = z.record(z.string(), z.unknown());
export type ExportPart = z.infer<typeof exportPart>;

export const exportDocument = z.object({
  exportedAt: isoDateTime,
  userId: z.string(),
  parts: z.object(
    Object.fromEntries(serviceNames.map((s) => [s, exportPart])) as Record<
      ServiceName,
      typeof exportPart
    >,
  ),
});
export type ExportDocument = z.infer<typeof exportDocument>;

/** What auth sends each service when gathering an export. */
export const exportUserRequest = z.object({
  userId: z.string().min(1),
  /** The account's email, for data kept by email (contact messages). */
  email: z.string(),
});

const exportUser = <S extends ServiceName>(service: S) =>
  op({
    service,
    method: 'POST',
    path: `/internal/${service}/export-user`,
    summary: `Everything ${service} holds about one user, for the export (bus only).`,
    access: 'internal',
    body: exportUserRequest,
    response: exportPart,
  });

void (noticeVersions satisfies Record<ConsentPurpose, string>);

export const privacyOperations = {
  'privacy.give-consent': op({
    service: 'auth',
    method: 'POST',
    path: '/api/consents',
    summary:
      'Records the caller’s consent to the notice of one purpose (assessment or voice); ' +
      'publishes event.consent.changed.',
    access: 'user',
    noCache: true,
    created: true,
    body: z.object({
      purpose: consentPurpose,
      noticeVersion: z
        .string({ error: 'Notice version is required' })
        .trim()
        .min(1, 'Notice version is required')
        .max(40, 'Notice version must be at most 40 characters'),
    }),
    response: z.object({ consent }),
  }),
  'privacy.list-consents': op({
    service: 'auth',
    method: 'GET',
    path: '/api/consents',
    summary: 'The caller’s consent records and the notice versions in force.',
    access: 'user',
    noCache: true,
    response: z.object({ consents: z.array(consent), notices: noticeVersionsSchema }),
  }),
  'privacy.withdraw-consent': op({
    service: 'auth',
    method: 'DELETE',
    path: '/api/consents/{purpose}',
    summary:
      'Withdraws the caller’s consent for one purpose: new answers for it are refused from now on.',
    access: 'user',
    noCache: true,
    params: z.object({ purpose: consentPurpose }),
    response: z.object({ consent, message: z.string() }),
  }),
  'privacy.export': op({
    service: 'auth',
    method: 'GET',
    path: '/api/account/export',
    summary:
      'Everything every service holds about the caller, as one JSON download; 503 ' +
      'export_incomplete when a service does not answer (never a partial export).',
    access: 'user',
    noCache: true,
    attachment: exportFilePrefix,
    response: exportDocument,
  }),
  'privacy.delete-account': op({
    service: 'auth',
    method: 'DELETE',
    path: '/api/account',
    summary:
      'Deletes the caller’s account (password re-entered where it has one), revokes every ' +
      'token and publishes event.user.deleted: every service erases what it holds.',
    access: 'user',
    noCache: true,
    sessionCookie: 'clear',
    body: z
      .object({ password: z.string({ error: privacyMessages.passwordRequired }).optional() })
      .optional()
      .transform((b) => b ?? {}),
    response: z.object({ message: z.string() }),
  }),
  'auth.check-consent': op({
    service: 'auth',
    method: 'POST',
    path: '/internal/auth/check-consent',
    summary: 'Whether a user has an active consent for a purpose (the gateway asks; bus only).',
    access: 'internal',
    body: z.object({ userId: z.string().min(1), purpose: consentPurpose }),
    response: z.object({ active: z.boolean() }),
  }),
  'auth.export-user': exportUser('auth'),
  'client-profile.export-user': exportUser('client-profile'),
  'questionnaire.export-user': exportUser('questionnaire'),
  'matchmaker.export-user': exportUser('matchmaker'),
  'contact.export-user': exportUser('contact'),
  'knowledge-capture.export-user': exportUser('knowledge-capture'),
};
