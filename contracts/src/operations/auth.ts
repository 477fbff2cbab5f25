import { z } from 'zod';
import { op } from '../operation';
import { publicUser, registration } from '../entities';

const session = z.object({ user: publicUser, token: z.string(), message: z.string() });

export const authOperations = {
  'auth.register': op({
    service: 'auth',
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Creates a client or therapist account (or a guest client) and signs it in.',
    access: 'public',
    sessionCookie: 'set',
    body: registration,
    response: session,
  }),
  'auth.login': op({
    service: 'auth',
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Signs in with email and password; answers the user and a session token.',
    access: 'public',
    sessionCookie: 'set',
    body: z.object({
      email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
      password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
    }),
    response: session,
  }),
  'auth.me': op({
    service: 'auth',
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user.',
    access: 'user',
    noCache: true,
    response: z.object({ user: publicUser }),
  }),
  'auth.logout': op({
    service: 'auth',
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Revokes the current session token at once.',
    access: 'user',
    sessionCookie: 'clear',
    response: z.object({ message: z.string() }),
  }),
};
