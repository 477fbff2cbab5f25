/**
 * Accounts in real Chromium against the running system (issue 3 "Browser tests"):
 * registration and login redirects by role, both guards, guest clients, and logout
 * revoking the token on the server.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { GUEST_EMAIL_DOMAIN } from '../../src/auth/guest-domain';
import { baseUrl, launchBrowser } from './browser';

jest.setTimeout(60_000);

const url = (path: string) => new URL(path, baseUrl()).href;
const pathOf = (page: Page) => new URL(page.url()).pathname;

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
/** A fresh address per account, so runs never collide with earlier ones. */
const uniqueEmail = (who: string) => `e2e.${who}.${runId}.${++counter}@example.com`;
const password = 'calm-river-2024';

type Role = 'client' | 'therapist';
interface StoredUser {
  id: string;
  email: string;
  role: string;
}

async function registerThroughApi(role: Role): Promise<{ email: string }> {
  const email = uniqueEmail(role);
  const res = await fetch(url('/api/auth/register'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Test', lastName: role, email, password, role }),
  });
  if (!res.ok) throw new Error(`register ${role}: ${res.status} ${await res.text()}`);
  return { email };
}

async function authMe(token: string): Promise<number> {
  const res = await fetch(url('/api/auth/me'), { headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as StoredUser | null,
    token: localStorage.getItem('authToken'),
  }));

async function registerInBrowser(page: Page, role: Role, email: string): Promise<void> {
  await page.goto(url('/register'));
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill(role === 'client' ? 'Client' : 'Therapist');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I am a').selectOption(role);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function loginInBrowser(page: Page, email: string, pass = password): Promise<void> {
  await page.goto(url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(pass);
  await page.getByRole('button', { name: 'Log In' }).click();
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('registration', () => {
  it('lands a new client in the client portal at /clientProfile', async () => {
    const email = uniqueEmail('client');
    await registerInBrowser(page, 'client', email);
    await page.waitForURL((u) => u.pathname === '/clientProfile');
    await expectClientPortal(page);
    const { user, token } = await stored(page);
    expect(user).toMatchObject({ email, role: 'client' });
    expect(token).toBeTruthy();
  });

  it('sends a new therapist to /therapist-questionnaire', async () => {
    const email = uniqueEmail('therapist');
    await registerInBrowser(page, 'therapist', email);
    await page.waitForURL((u) => u.pathname === '/therapist-questionnaire');
    expect((await stored(page)).user).toMatchObject({ email, role: 'therapist' });
  });

  it('checks the form before sending it, showing every problem at once', async () => {
    let registrations = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/register')) registrations += 1;
    });
    await page.goto(url('/register'));
    await page.getByLabel('First name').fill('');
    await page.getByLabel('Last name').fill('Client');
    await page.getByLabel('Email').fill('robin@nowhere');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel('Confirm password').fill('shorter');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Please correct the 4 highlighted fields.',
    );
    const form = page.getByRole('form', { name: 'Register' });
    for (const message of [
      'First name is required',
      'Please enter a valid email address',
      'Password must be at least 8 characters long',
      'Passwords do not match',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Last name').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    // The first field to fix has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'firstName',
    );

    // Fixing a field takes its message away at once.
    await page.getByLabel('First name').fill('Robin');
    expect(await form.getByText('First name is required').count()).toBe(0);
    expect(registrations).toBe(0);
    expect(pathOf(page)).toBe('/register');
  });
});

describe('login', () => {
  it('takes a therapist to /therapist-dashboard', async () => {
    const { email } = await registerThroughApi('therapist');
    await loginInBrowser(page, email);
    await page.waitForURL((u) => u.pathname === '/therapist-dashboard');
    await page.getByRole('navigation', { name: 'Therapist portal' }).waitFor();
  });

  it('shows the server message in a red box for a wrong password', async () => {
    const { email } = await registerThroughApi('client');
    await loginInBrowser(page, email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).not.toBe('');
    expect(pathOf(page)).toBe('/login');
    expect((await stored(page)).token).toBeNull();
  });
});

describe('guards', () => {
  it('bounces a client away from the therapist dashboard to /', async () => {
    const { email } = await registerThroughApi('client');
    await loginInBrowser(page, email);
    await page.waitForURL((u) => u.pathname === '/client-profile');
    await page.goto(url('/therapist-dashboard'));
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('sends a visitor with nobody stored from the therapist dashboard to /login', async () => {
    await page.goto(url('/therapist-dashboard/questions'));
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('signs a logged-out visitor of /client-profile in as a guest client', async () => {
    await page.goto(url('/client-profile'));
    await expectClientPortal(page);
    expect(pathOf(page)).toBe('/client-profile');
    const { user, token } = await stored(page);
    expect(user?.role).toBe('client');
    expect(user?.email.endsWith(`@${GUEST_EMAIL_DOMAIN}`)).toBe(true);
    expect(token).toBeTruthy();
    expect(await authMe(token!)).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the token on the server at once', async () => {
    const { email } = await registerThroughApi('client');
    await loginInBrowser(page, email);
    await page.waitForURL((u) => u.pathname === '/client-profile');
    const { token } = await stored(page);
    expect(token).toBeTruthy();
    expect(await authMe(token!)).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForFunction(() => localStorage.getItem('authToken') === null);
    expect((await stored(page)).user).toBeNull();
    expect(await authMe(token!)).toBe(401);
  });
});

async function expectClientPortal(p: Page): Promise<void> {
  const nav = p.getByRole('navigation', { name: 'Client portal' });
  await nav.waitFor();
  await nav.getByRole('link', { name: 'Session Responses' }).waitFor();
}
