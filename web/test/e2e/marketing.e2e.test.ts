/**
 * Marketing pages in real Chromium (issue 8 "Must show"): header translucency, the rotating
 * hero question, the contact form against the real contact service (and with it stopped),
 * the workshop deck, and the unknown-path redirect.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser';

jest.setTimeout(60_000);

const url = (path: string) => new URL(path, baseUrl()).href;

/** Stops or restarts the real contact service through the e2e runner's control endpoint. */
async function contactService(action: 'stop' | 'start'): Promise<void> {
  const control = process.env.E2E_CONTROL_URL;
  if (!control) throw new Error('E2E_CONTROL_URL is not set');
  const response = await fetch(`${control}/services/contact/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`contact ${action} failed: ${response.status}`);
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
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

const headerScrolled = () =>
  page.evaluate(() => document.querySelector('header')?.getAttribute('data-scrolled'));
const headerBackdrop = () =>
  page.evaluate(() => getComputedStyle(document.querySelector('header') as Element).backdropFilter);

async function fillContactForm(fields: {
  name: string;
  email: string;
  organization: string;
  message: string;
}) {
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('Organization', { exact: true }).fill(fields.organization);
  await page.getByLabel('Message', { exact: true }).fill(fields.message);
}

const contactButton = (label: string) => page.getByRole('button', { name: label, exact: true });

describe('organisation landing page', () => {
  beforeEach(async () => {
    await page.goto(url('/'));
    await page
      .getByRole('heading', { level: 1, name: /precision psychology for smarter business/i })
      .waitFor();
  });

  it('turns the fixed header translucent only after scrolling past 20 px', async () => {
    expect(await headerScrolled()).toBe('false');
    expect(await headerBackdrop()).toBe('none');

    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(200);
    expect(await headerScrolled()).toBe('false');

    await page.evaluate(() => window.scrollTo(0, 21));
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true');
    expect(await headerBackdrop()).toContain('blur');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => document.querySelector('header')?.dataset.scrolled === 'false',
    );
  });

  it('rotates the hero question after about 3 s', async () => {
    const question = page.getByTestId('rotating-question');
    const first = (await question.textContent()) ?? '';
    expect(first.length).toBeGreaterThan(0);

    // Visible for 2.5 s, a 0.5 s fade, then the next question: changed well within 3.5 s of load.
    await page.waitForFunction(
      (previous) =>
        document.querySelector('[data-testid="rotating-question"]')?.textContent !== previous,
      first,
      { timeout: 3_500 },
    );
    const second = (await question.textContent()) ?? '';
    expect(second).not.toBe(first);
    expect(second.length).toBeGreaterThan(0);
  });

  it("scrolls to the contact section from the mobile menu's Let's Talk", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: "Let's Talk" })
      .click();

    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await page.waitForFunction(() => {
      const top = document.getElementById('contact')?.getBoundingClientRect().top ?? Infinity;
      return Math.abs(top) < 80;
    });
  });

  it('says at the fields what is missing or wrong, all at once, and sends nothing', async () => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const contactRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) contactRequests.push(request.url());
    });
    const form = page.locator('#contact form');
    const errorOf = async (label: string) => {
      const ids =
        (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
      return ids ? ((await page.locator(`#${ids}`).textContent()) ?? '').trim() : '';
    };

    // Name and message missing, email blank: the spec's message and every field's own.
    await fillContactForm({
      name: '',
      email: '   ',
      organization: 'Analytical Engines',
      message: '',
    });
    await contactButton('Send Message').click();
    await form.getByRole('alert').getByText('Please fill in all required fields').waitFor();
    expect(await errorOf('Name')).toBe('Please enter your name');
    expect(await errorOf('Email')).toBe('Please enter your email address');
    expect(await errorOf('Message')).toBe('Please enter a message');
    expect(await errorOf('Organization')).toBe('');
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    // The first field to fix has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');

    // An address that cannot be one is caught before sending, with a visible reason.
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByLabel('Email', { exact: true }).fill('ada@engines');
    expect(await errorOf('Name')).toBe('');
    await contactButton('Send Message').click();
    await form.getByRole('alert').getByText('Please enter a valid email address').waitFor();
    expect(await errorOf('Email')).toBe('Please enter a valid email address');
    await page.waitForTimeout(300);

    expect(dialogs).toEqual([]);
    expect(contactRequests).toEqual([]);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ada Lovelace');
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
  });

  it("sends the form, shows 'Sent!', clears the fields and returns to idle", async () => {
    await fillContactForm({
      name: 'Grace Hopper',
      email: `grace+${Date.now()}@example.org`,
      organization: 'Navy Labs',
      message: 'We would like to pilot Rapport for crisis deployment.',
    });
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await contactButton('Send Message').click();

    expect((await response).ok()).toBe(true);
    await contactButton('Sent!').waitFor({ timeout: 5_000 });
    for (const label of ['Name', 'Email', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    expect(await page.getByLabel('Organization', { exact: true }).inputValue()).toBe('');

    await contactButton('Send Message').waitFor({ timeout: 4_500 });
  });

  it("shows 'Error - Try Again' while the contact service is down, then resets after 3 s", async () => {
    await contactService('stop');
    try {
      await fillContactForm({
        name: 'Alan Turing',
        email: 'alan@example.org',
        organization: '',
        message: 'Is anyone there?',
      });
      await contactButton('Send Message').click();

      await contactButton('Error - Try Again').waitFor({ timeout: 20_000 });
      const errorShownAt = Date.now();
      // The reason is said in words, not only by the button's colour.
      await page.getByText(/^Your message was not sent: .+\. Please try again\.$/).waitFor();
      // Nothing was sent, so the visitor's text stays for the retry.
      expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(
        'Is anyone there?',
      );

      await contactButton('Send Message').waitFor({ timeout: 5_000 });
      const shownFor = Date.now() - errorShownAt;
      expect(shownFor).toBeGreaterThan(2_000);
      expect(shownFor).toBeLessThan(4_500);
    } finally {
      await contactService('start');
    }
  });
});

describe('fundraising workshop deck', () => {
  const caption = (n: number) =>
    page.getByText(`Use arrow keys to navigate • Slide ${n} of 12`, { exact: true });
  const progressNow = () => page.getByRole('progressbar').getAttribute('aria-valuenow');

  beforeEach(async () => {
    await page.goto(url('/fundraising-workshop'));
    await caption(1).waitFor();
  });

  it('navigates with buttons, arrow keys and dots, disabled at both ends', async () => {
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    expect(await progressNow()).toBe('1');

    await next.click();
    await caption(2).waitFor();
    expect(await previous.isDisabled()).toBe(false);

    await page.keyboard.press('ArrowRight');
    await caption(3).waitFor();
    await page.keyboard.press('ArrowLeft');
    await caption(2).waitFor();
    await previous.click();
    await caption(1).waitFor();

    // Arrow left on the first slide stays put.
    await page.keyboard.press('ArrowLeft');
    await caption(1).waitFor();
    expect(await previous.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Go to slide 12', exact: true }).click();
    await caption(12).waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(await progressNow()).toBe('12');

    await page.keyboard.press('ArrowRight');
    await caption(12).waitFor();
    expect(await next.isDisabled()).toBe(true);

    await page.keyboard.press('ArrowLeft');
    await caption(11).waitFor();
    expect(await next.isDisabled()).toBe(false);
  });
});

describe('routing and layout', () => {
  it('redirects an unknown path to /', async () => {
    await page.goto(url('/no/such/page'));
    await page.waitForURL(url('/'));
    await page
      .getByRole('heading', { level: 1, name: /precision psychology for smarter business/i })
      .waitFor();
  });

  it.each(['/', '/welcome', '/pitch', '/onePager', '/fundraising-workshop'])(
    '%s fits a 360 px wide phone without sideways scrolling',
    async (path) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(url(path));
      await page.getByRole('main').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  it("sends the consumer landing page's 'Begin Your Journey' to /register", async () => {
    await page.goto(url('/welcome'));
    await page.getByRole('link', { name: 'Begin Your Journey' }).click();
    await page.waitForURL(url('/register'));
  });
});
