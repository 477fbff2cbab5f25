/** The consent step (issue 16) that comes before the first assessment answer and voice session. */
import type { Locator, Page } from 'playwright-core';

/** Agrees to the notice shown by the consent step and waits until it is gone. */
export async function agreeToNotice(page: Page): Promise<void> {
  const step = page.getByTestId('consent-step');
  await step.waitFor({ timeout: 30_000 });
  await step.getByRole('button', { name: 'I agree' }).click();
  await step.waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * For journeys that may or may not have agreed already on this account: agrees when the
 * consent step shows, then waits for `ready` (what the screen shows once through).
 */
export async function agreeIfAsked(page: Page, ready: Locator): Promise<void> {
  const step = page.getByTestId('consent-step');
  await step.or(ready).first().waitFor({ timeout: 30_000 });
  if (await step.isVisible()) await agreeToNotice(page);
  await ready.waitFor({ timeout: 30_000 });
}
