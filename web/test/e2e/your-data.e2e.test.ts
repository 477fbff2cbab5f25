/**
 * Your data in real Chromium against the running system (issue 16): the consent step comes
 * before the first answer and is skipped once given; the export downloads as a file holding
 * the client's answers (and says so clearly when a service is down); a withdrawn consent is
 * asked for again, also in the middle of the assessment without losing the answer; the account is deleted (a wrong password is said at the field), the home
 * page says so, and the login is refused from then on. A guest deletes without a password; a
 * therapist has the same tab.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser';
import { agreeToNotice } from './consent';

jest.setTimeout(180_000);

const url = (path: string) => new URL(path, baseUrl()).href;
const pathOf = (page: Page) => new URL(page.url()).pathname;

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
const uniqueEmail = (who: string) => `e2e.data.${who}.${runId}.${++counter}@example.com`;
const password = 'quiet-harbour-2026';
const deletedMessage = 'Your account and everything we held about you have been deleted.';

const answers = [
  'Lately I lie awake worrying about my sister and feel tense at work.',
  'I want someone gentle who lets me set the pace and explains things clearly.',
  'I usually keep things to myself when I am upset, then it all comes out at once.',
  'Practical steps for the here and now would help me more than long reflection.',
  'Friends describe me as reliable, though I find it hard to ask for help.',
];

async function registerThroughApi(role: 'client' | 'therapist'): Promise<{ email: string }> {
  const email = uniqueEmail(role);
  const res = await fetch(url('/api/auth/register'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Dana', lastName: 'Example', email, password, role }),
  });
  if (!res.ok) throw new Error(`register ${role}: ${res.status} ${await res.text()}`);
  return { email };
}

async function loginStatus(email: string, pass: string): Promise<number> {
  const res = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: pass }),
  });
  return res.status;
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
}

/** Stops or starts one real service through the e2e runner's control endpoint. */
async function service(name: string, action: 'stop' | 'start'): Promise<void> {
  const control = process.env.E2E_CONTROL_URL;
  if (!control) throw new Error('E2E_CONTROL_URL is not set');
  const res = await fetch(`${control}/services/${name}/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${action} ${name}: ${res.status} ${await res.text()}`);
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/** Answers every question of the written assessment; returns the answers given. */
async function answerEveryQuestion(page: Page): Promise<string[]> {
  const counter = page.getByText(/^Question 1 of \d+$/);
  await counter.waitFor({ timeout: 30_000 });
  const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  const given: string[] = [];
  for (let i = 0; i < total; i++) {
    await page.getByText(`Question ${i + 1} of ${total}`, { exact: true }).waitFor();
    const answer = answers[i % answers.length]!;
    await page.getByLabel('Your answer').fill(answer);
    given.push(answer);
    const last = i === total - 1;
    await page.getByRole('button', { name: last ? 'Submit' : 'Next', exact: true }).click();
  }
  await page.getByRole('heading', { name: 'Assessment Complete!' }).waitFor({ timeout: 60_000 });
  return given;
}

/** Clicks 'Download my data' and answers the file's name and parsed content. */
async function downloadExport(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  dialogs.length = 0;
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

afterEach(async () => {
  await context?.close();
});

describe('your data', () => {
  it('asks consent before the first answer, exports the answers, deletes the account and refuses the login', async () => {
    const { email } = await registerThroughApi('client');
    await logIn(page, email);

    // Before the first answer: the notice, and no question until the client agrees.
    await page.goto(url('/client-assessment'));
    const notice = page.getByTestId('consent-step');
    await notice.getByRole('heading', { name: 'Before you answer' }).waitFor();
    for (const part of [
      'What we collect',
      'Why',
      'Who sees it',
      'How long we keep it',
      'How to delete it',
    ]) {
      await notice.getByText(part, { exact: true }).waitFor();
    }
    expect(await page.getByText(/^Question 1 of \d+$/).count()).toBe(0);
    // The server refuses an answer without consent as well: the screen is not the only guard.
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string }).id,
    );
    const refused = await fetch(url('/api/process-response'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await token(page)}` },
      body: JSON.stringify({ questionId: 'q1', response: 'An answer.', userId }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code?: string }).code).toBe('consent_required');

    await agreeToNotice(page);
    const given = await answerEveryQuestion(page);

    // Given once, the step is skipped.
    await page.goto(url('/client-assessment'));
    await page.getByText(/^Question 1 of \d+$/).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('consent-step').count()).toBe(0);

    // Your data: what we hold, and the export as a file with the answers in it.
    await page.goto(url('/client-profile/your-data'));
    await page.getByRole('heading', { name: 'Your data', level: 2 }).waitFor();
    await page.getByTestId('held-data').getByText('Your assessment', { exact: true }).waitFor();
    const consents = page.getByTestId('consents');
    await consents.getByText('Written assessment').waitFor();
    const { name, text } = await downloadExport(page);
    expect(name).toMatch(/^rapport-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(text) as { userId: string; parts: Record<string, unknown> };
    expect(exported.userId).toBe(userId);
    expect(Object.keys(exported.parts).sort()).toEqual([
      'auth',
      'client-profile',
      'contact',
      'knowledge-capture',
      'matchmaker',
      'questionnaire',
    ]);
    for (const answer of new Set(given)) expect(text).toContain(answer);
    expect(text).toContain(email);

    // With a service down the export fails clearly, never partially.
    await service('knowledge-capture', 'stop');
    try {
      let downloads = 0;
      page.on('download', () => (downloads += 1));
      await page.getByRole('button', { name: 'Download my data' }).click();
      await page
        .getByText(
          'Your data could not be exported because one part of the service did not answer.',
          {
            exact: false,
          },
        )
        .waitFor({ timeout: 30_000 });
      expect(downloads).toBe(0);
    } finally {
      await service('knowledge-capture', 'start');
    }

    // Withdrawing the consent says so and offers deletion; the assessment asks again.
    await consents.getByRole('button', { name: 'Withdraw consent: Written assessment' }).click();
    const withdrawn = page.getByText(
      'Consent withdrawn. We no longer process new answers for this purpose. You can delete your data from Your data.',
    );
    await withdrawn.waitFor();
    await consents.getByText(/^Withdrawn on /).waitFor();
    await page.goto(url('/client-assessment'));
    await page.getByTestId('consent-step').waitFor();
    await page.goto(url('/client-profile/your-data'));

    // Delete: the dialog says what goes, a wrong password is said at the field.
    const oldToken = await token(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByText('Voice conversations', { exact: true }).waitFor();
    const field = dialog.getByLabel('Your password');
    // Focus starts in the dialog, on the password.
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await dialog.getByText('Please enter your password to delete your account.').waitFor();
    await field.fill('not-the-password');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await dialog.getByText('The password is not correct.', { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // Escape closes it and nothing was deleted.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await loginStatus(email, password)).toBe(200);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('arrival-notice').getByText(deletedMessage).waitFor();
    expect(await token(page)).toBeNull();

    // The old session no longer works, and the login is refused, in the browser too.
    const me = await fetch(url('/api/auth/me'), {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(me.status).toBe(401);
    expect(await loginStatus(email, password)).toBe(401);
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(dialogs).toEqual([]);
  });

  it('brings the notice back when consent is withdrawn elsewhere, losing nothing typed', async () => {
    await page.goto(url('/client-assessment'));
    await agreeToNotice(page);
    const counter = page.getByText(/^Question 1 of \d+$/);
    await counter.waitFor({ timeout: 30_000 });
    const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
    // Withdrawn in another tab: the next answer is refused by the server.
    const withdrawn = await fetch(url('/api/consents/assessment'), {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${await token(page)}` },
    });
    expect(withdrawn.status).toBe(200);
    await page.getByLabel('Your answer').fill(answers[0]!);
    const next = total === 1 ? 'Submit' : 'Next';
    await page.getByRole('button', { name: next, exact: true }).click();
    await page.getByRole('heading', { name: 'Before you answer' }).waitFor();
    expect(await page.locator('[data-toast="error"]').count()).toBe(0);
    await agreeToNotice(page);
    // The same question, the answer still there; now it goes through.
    expect(await page.getByLabel('Your answer').inputValue()).toBe(answers[0]);
    await page.getByRole('button', { name: next, exact: true }).click();
    await (
      total === 1
        ? page.getByRole('heading', { name: 'Assessment Complete!' })
        : page.getByText(`Question 2 of ${total}`, { exact: true })
    ).waitFor({ timeout: 60_000 });
    expect(dialogs).toEqual([]);
  });

  it('lets a guest delete without a password', async () => {
    await page.goto(url('/client-assessment'));
    await agreeToNotice(page);
    await page.getByText(/^Question 1 of \d+$/).waitFor({ timeout: 30_000 });
    await page.goto(url('/client-profile/your-data'));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog
      .getByText('This is a guest account without a password', { exact: false })
      .waitFor();
    expect(await dialog.getByLabel('Your password').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('arrival-notice').getByText(deletedMessage).waitFor();
    expect(await token(page)).toBeNull();
  });

  it('gives a therapist the same tab', async () => {
    const { email } = await registerThroughApi('therapist');
    await logIn(page, email);
    await page.goto(url('/therapist-dashboard'));
    await page
      .getByRole('navigation', { name: 'Therapist portal' })
      .getByRole('link', { name: 'Your Data' })
      .click();
    await page.waitForURL((u) => u.pathname === '/therapist-dashboard/your-data');
    await page
      .getByTestId('held-data')
      .getByText('Your therapist profile', { exact: true })
      .waitFor();
    const { text } = await downloadExport(page);
    expect(text).toContain(email);
    await page.getByTestId('consents').getByText('Voice conversation').waitFor();
  });
});
