import { z } from 'zod';
import { operationKeys, operations, type OperationDef } from '@rapport/contracts';

function schema(s: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });
  } catch {
    return {};
  }
}

const accessNote: Record<OperationDef['access'], string> = {
  public: 'Anyone.',
  'optional-user': 'Anyone; a session is used when present.',
  user: 'Signed-in users (Bearer token or session cookie).',
  'client-or-admin': 'Signed-in clients or admins.',
  client: 'Signed-in clients only.',
  therapist: 'Signed-in therapists or admins.',
  admin: 'The admin only; everyone else gets 403.',
  'contribution-token': 'Requires the X-Contribution-Token header.',
  'invite-token': 'Requires the X-Invite-Token header.',
  internal: 'Not served over HTTP (bus only).',
};

const inviteNote =
  ' Also needs Natural Matchmaker invite access: a valid X-Invite-Token header, or an account' +
  ' that redeemed an invite; otherwise 403.';

/** Every state-changing call takes one (see routes.ts `idempotencyOf`). */
const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Optional, 1–200 printable characters (e.g. a UUID). A repeat with the same key answers the ' +
    'first result without doing it again (kept 24 h, per caller and operation); the same key ' +
    'with another body answers 422, and while the first request runs, 409.',
  schema: { type: 'string', minLength: 1, maxLength: 200 },
};

/** The OpenAPI 3 document of every operation, generated from the contract table. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const key of operationKeys()) {
    const op = operations[key] as OperationDef;
    if (op.access === 'internal') continue;
    const path = op.path;
    const params = Object.keys(op.params.shape).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[path] ??= {};
    paths[path][op.method.toLowerCase()] = {
      operationId: key,
      summary: op.summary,
      description: `Access: ${accessNote[op.access]}${op.invite ? inviteNote : ''}${op.owner ? ' Only for the user named in the request, or an admin.' : ''}${op.consent ? ` Needs an active consent for ${op.consent} (else 403 consent_required).` : ''} Bus subject: rpc.${key}.`,
      tags: [op.service],
      parameters: op.method === 'GET' ? params : [...params, idempotencyKeyParameter],
      ...(op.method === 'GET'
        ? {}
        : {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schema(op.body, 'input') } },
            },
          }),
      responses: {
        [op.created ? '201' : '200']: {
          description: op.attachment ? 'Success (served as a JSON download)' : 'Success',
          content: { 'application/json': { schema: schema(op.response, 'output') } },
        },
        default: {
          description: 'Error: `error` holds the message a person reads.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { error: { type: 'string' }, code: { type: 'string' } },
              },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Rapport API',
      version: '0.1.0',
      description: 'Every call of the Rapport web app, served by the gateway.',
    },
    paths,
  };
}
