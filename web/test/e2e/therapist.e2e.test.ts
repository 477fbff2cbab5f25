/**
 * The therapist's journey in real Chromium against the running system (issue 5): register
 * as a therapist → questionnaire (information, every question, review) → 'Profile
 * Created!' → dashboard → edit the profile → search the answers → edit one answer.
 * The questionnaire needs the experts' therapist-audience questions: the seed provides
 * them; without any, the journey contributes one as the expert Maya first.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser';

jest.setTimeout(180_000);

const url = (path: string) => new URL(path, baseUrl()).href;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const email = `e2e.therapist-journey.${runId}@example.com`;
const password = 'calm-river-2024';
const firstName = 'Robin';
const lastName = `Journey${runId.slice(-4)}`;
/** A word only the first answer contains, for the search. */
const marker = `lighthouse${runId}`;
const editedMarker = `harbour${runId}`;

interface Question {
  id: string;
  text: string;
  reasoning: string;
  source?: { therapist?: string };
}

async function json<T>(res: Response, what: string): Promise<T> {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${body}`);
  return JSON.parse(body) as T;
}

async function therapistQuestions(): Promise<Question[]> {
  const res = await fetch(url('/api/get-therapist-questions'), { cache: 'no-store' });
  if (!res.ok) return [];
  const data = (await res.json()) as { questions?: Question[] };
  return data.questions ?? [];
}

async function waitForQuestions(timeoutMs: number): Promise<Question[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const questions = await therapistQuestions();
    if (questions.length > 0 || Date.now() > deadline) return questions;
    await sleep(250);
  }
}

/** A contribution token: register a contribution password, or log in with it if taken. */
async function contributionToken(): Promise<string> {
  const secret = process.env.E2E_CONTRIBUTION_PASSWORD ?? 'e2e-contributor-password';
  const post = (path: string, body: unknown) =>
    fetch(url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/register-contribution-access', {
    password: secret,
    confirmPassword: secret,
  });
  if (registered.ok) return (await registered.json()).token as string;
  const login = await post('/api/login-contribution-access', { password: secret });
  return (await json<{ token: string }>(login, 'contribution access')).token;
}

/** Saves a contribution of the expert Maya with a therapist-audience question. */
async function contributeTherapistQuestion(): Promise<void> {
  const token = await contributionToken();
  const headers = { 'Content-Type': 'application/json', 'X-Contribution-Token': token };
  type Processed = { summary: string; questions: unknown[]; analysis: unknown[] };
  const processed = await fetch(url('/api/therapist-input'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      therapistName: 'Maya',
      rawInput:
        'Therapists who sit comfortably with silence help anxious clients open up. ' +
        'Ask new therapists how they use silence and how they end a difficult session.',
    }),
  })
    .then((res) => json<{ processedInput: Processed }>(res, 'therapist-input'))
    .then((data) => data.processedInput)
    // The processing only drafts the contribution; the question below is what counts.
    .catch((): Processed => ({
      summary: 'How therapists use silence',
      questions: [],
      analysis: [],
    }));
  const processedInput = {
    ...processed,
    questions: [
      ...processed.questions,
      {
        question: 'How do you use silence with an anxious client?',
        reasoning: 'Comfort with silence predicts rapport with anxious clients.',
        audience: 'therapist',
      },
    ],
  };
  await json(
    await fetch(url('/api/save-processed-input'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ therapistName: 'Maya', processedInput }),
    }),
    'save-processed-input',
  );
}

/** No page is wider than a 360 px phone. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let questionCount = 0;
let firstQuestion: Question;

beforeAll(async () => {
  let questions = await waitForQuestions(5_000);
  if (questions.length === 0) {
    await contributeTherapistQuestion();
    questions = await waitForQuestions(30_000);
  }
  if (questions.length === 0) throw new Error('GET /api/get-therapist-questions lists none');
  firstQuestion = questions[0]!;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('therapist journey', () => {
  const stepForm = () => page.getByRole('form', { name: /Therapist Information|Question|Review/ });
  const next = () => page.getByRole('button', { name: 'Next', exact: true });
  const progress = () => page.getByRole('progressbar', { name: 'Questionnaire progress' });
  const heading = (name: string) => page.getByRole('heading', { name, exact: true });

  it('registers a therapist and lands on the questionnaire', async () => {
    await page.goto(url('/register'));
    await page.getByLabel('First name').fill(firstName);
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('I am a').selectOption('therapist');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((u) => u.pathname === '/therapist-questionnaire');
    await heading('Therapist Information').waitFor();
    expect(await progress().getAttribute('aria-valuenow')).toBe('0');
  });

  it('checks the therapist information (step 0)', async () => {
    const name = page.getByLabel('Your name');
    await name.fill('');
    await page.getByLabel('Age (optional)').fill('17');
    await next().click();
    await stepForm().getByText('Please enter your name').waitFor();
    await stepForm().getByText('Age must be between 18 and 100').waitFor();
    await stepForm().getByText('Experience is required').waitFor();

    await name.fill(`${firstName} ${lastName}`);
    await page.getByLabel('Age (optional)').fill('42');
    await page.getByLabel('Years of experience').fill('71');
    await next().click();
    await stepForm().getByText('Experience must be between 0 and 70 years').waitFor();
    await page.getByLabel('Years of experience').fill('12');
    await expectNoHorizontalScroll(page);
    await next().click();
  });

  it('answers every question, with the reasoning and contributor shown', async () => {
    const first = page.getByRole('heading', { name: /^Question 1 of \d+$/ });
    await first.waitFor();
    questionCount = Number(/of (\d+)/.exec(await textOf(first))?.[1]);
    expect(questionCount).toBeGreaterThan(0);
    const steps = questionCount + 2;

    const answer = page.getByLabel('Your answer');
    await next().click();
    await stepForm().getByText('Please provide an answer before continuing').waitFor();
    await stepForm().getByText(firstQuestion.text, { exact: true }).waitFor();
    if (firstQuestion.reasoning) await stepForm().getByText(firstQuestion.reasoning).waitFor();
    const expert = firstQuestion.source?.therapist?.trim();
    if (expert) await stepForm().getByText(`Contributed by Dr. ${expert}`).waitFor();

    for (let n = 1; n <= questionCount; n++) {
      await heading(`Question ${n} of ${questionCount}`).waitFor();
      expect(Number(await progress().getAttribute('aria-valuenow'))).toBe(
        Math.round((n / (steps - 1)) * 100),
      );
      const text =
        n === 1
          ? `I stay with the silence like a ${marker} keeps its light steady.`
          : `Answer ${n}: I adapt to each client and keep the work collaborative.`;
      await answer.fill(text);
      if (n === 2) {
        // Previous keeps the answers already given.
        await page.getByRole('button', { name: 'Previous' }).click();
        await heading('Question 1 of ' + questionCount).waitFor();
        expect(await page.getByLabel('Your answer').inputValue()).toContain(marker);
        await next().click();
        await heading(`Question 2 of ${questionCount}`).waitFor();
        expect(await answer.inputValue()).toBe(text);
      }
      await next().click();
    }
    await heading('Review & Submit').waitFor();
    expect(await progress().getAttribute('aria-valuenow')).toBe('100');
  });

  it('reviews and submits → Profile Created!', async () => {
    await stepForm().getByText(marker, { exact: false }).waitFor();
    await stepForm().getByText(`${firstName} ${lastName}`).waitFor();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await heading('Profile Created!').waitFor({ timeout: 60_000 });
    await heading('Expert Insights Applied').waitFor();
    await heading('Your Therapeutic Approach').waitFor();
    await page.getByText(/\d+ years? of experience/).waitFor();
    await expectNoHorizontalScroll(page);
  });

  it('goes to the dashboard, edits the profile and saves it', async () => {
    await page.getByRole('link', { name: 'Go to Your Dashboard' }).click();
    await page.waitForURL((u) => u.pathname === '/therapist-dashboard');
    await page.getByRole('navigation', { name: 'Therapist portal' }).waitFor();
    await page.getByRole('banner').getByText(`${firstName} ${lastName}`).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    // Robin is not one of the experts.
    expect(await page.getByRole('link', { name: 'Insights Platform' }).count()).toBe(0);
    await heading('Expert Insights Applied').waitFor();
    await heading('Your Therapeutic Style').waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    expect(await form.getByLabel('Years of experience').inputValue()).toBe('12');
    await form.getByLabel('First name').fill('');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await form.getByText('First name is required').waitFor();

    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Phone').fill('555-0100');
    await form.getByLabel('Specialty').fill('Anxiety and life transitions');
    await form.getByLabel('Address').fill('1 Harbour Street, Portland');
    await form.getByLabel('Bio').fill('Warm, collaborative and curious.');
    await expectNoHorizontalScroll(page);
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile saved successfully!').waitFor();
    await page.getByText('555-0100').waitFor();

    await page.reload();
    await page.getByText('Anxiety and life transitions').waitFor();
    await page.getByText('1 Harbour Street, Portland').waitFor();
  });

  it('searches the answers in Your Questions', async () => {
    await page
      .getByRole('navigation', { name: 'Therapist portal' })
      .getByRole('link', { name: 'Your Questions' })
      .click();
    await page.waitForURL((u) => u.pathname === '/therapist-dashboard/questions');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(questionCount);

    const search = page.getByLabel('Search your responses');
    await search.fill('no-such-answer-anywhere-xyz');
    await page.getByText('No responses match your search.').waitFor();
    expect(await cards.count()).toBe(0);

    await search.fill(marker.toUpperCase());
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    await cards.first().getByText(marker).waitFor();
    await expectNoHorizontalScroll(page);
  });

  it('edits a response and shows the new answer', async () => {
    await page.getByRole('article').first().getByRole('link', { name: 'Edit Response' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/therapist-questionnaire' && u.searchParams.has('edit'),
    );
    await heading('Edit Response').waitFor();
    const answer = page.getByLabel('Your answer');
    await expect(answer.inputValue()).resolves.toContain(marker);

    await answer.fill('   ');
    await page.getByRole('button', { name: 'Save Response' }).click();
    await page.getByText('Please provide an answer before continuing').waitFor();

    const edited = `Silence is a ${editedMarker}: a safe place to rest before we go on.`;
    await answer.fill(edited);
    await page.getByRole('button', { name: 'Save Response' }).click();
    await page.waitForURL((u) => u.pathname === '/therapist-dashboard/questions');
    await page.getByText(edited).waitFor();

    await page.getByLabel('Search your responses').fill(editedMarker);
    expect(await page.getByRole('article').count()).toBe(1);

    // The edit replaced the stored answer rather than adding one.
    const { token, userId } = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      userId: (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string }).id,
    }));
    const stored = await json<{ responses: Array<{ answer: string }> }>(
      await fetch(url(`/api/therapist-responses/${userId}`), {
        headers: { Authorization: `Bearer ${token}` },
      }),
      'therapist-responses',
    );
    expect(stored.responses).toHaveLength(questionCount);
    expect(stored.responses.filter((r) => r.answer === edited)).toHaveLength(1);
    expect(stored.responses.some((r) => r.answer.includes(marker))).toBe(false);
    expect(pathOf(page)).toBe('/therapist-dashboard/questions');
  });
});
