import type { Page } from '@playwright/test';
import { expect, test } from './browser-test';
import { newsletterMessages } from '@vtrans/contracts/newsletter';
import { expectNoSeriousA11yViolations } from './axe';
import { emailEventsAbout, expectMail, uniqueAddress } from './mailbox';
import { runDatabase } from './run-database';

const db = runDatabase();

const jsonpRequests = '**/api/newsletter/post-json?**';

/** A fresh address per test: other tests, and both projects, sign up in the same lane's database. */
function newAddress(name: string, project: string) {
  return uniqueAddress(`${name}+${project}`);
}

function signupForm(page: Page) {
  return page.getByRole('form', { name: 'Newsletter sign-up' });
}

async function fill(page: Page, values: { first: string; last: string; email: string }) {
  const form = signupForm(page);
  await form.getByLabel('First name').fill(values.first);
  await form.getByLabel('Last name').fill(values.last);
  await form.getByLabel('Email').fill(values.email);
}

/** The path and query of a link from an e-mail (whose host is SITE_URL), to open on the test server. */
function linkIn(text: string, path: '/newsletter/confirm' | '/newsletter/unsubscribe') {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`));
  expect(match, `a ${path} link`).not.toBeNull();
  const url = new URL(match![0]);
  return url.pathname + url.search;
}

test('the footer form signs up, confirms by e-mail, and unsubscribes', async ({ page }, testInfo) => {
  const address = newAddress('ana', testInfo.project.name);
  await page.goto('/');
  const form = signupForm(page);
  const submit = form.getByRole('button', { name: 'Subscribe' });
  await expect(submit).toBeDisabled();
  // Issue 35 (10): the disabled button says why, and what is still missing.
  await expect(submit).toHaveAccessibleDescription('To subscribe, give your first name, your last name and a valid e-mail address.');

  // Hold the JSONP answer back a moment so the 'sending...' state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(jsonpRequests, async (route) => {
    await held;
    await route.continue();
  });

  await fill(page, { first: 'Ana', last: 'Ruiz', email: address });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByText('sending...')).toBeVisible();
  release();

  const success = form.locator('.newsletter-status--success');
  await expect(success).toHaveText(newsletterMessages.confirmationSent);
  await expect(success).toHaveCSS('color', 'rgb(180, 240, 192)');
  await expect(page.locator('[data-sonner-toast]')).toContainText(newsletterMessages.confirmationSent);
  // One announcement (issue 35): the toast speaks; the green copy is not in a live region too.
  expect(await success.evaluate((element) => element.closest('[aria-live]'))).toBeNull();
  await expect(form.locator('[aria-live]')).not.toContainText(newsletterMessages.confirmationSent);
  // On success the fields reset.
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('First name')).toHaveValue('');

  const [mail] = await expectMail(address, 1);
  expect(mail!.subject).toBe('Please confirm your VTrans newsletter subscription');
  // Anyone can type in any address: the confirmation greets nobody by the name given (issue 54).
  expect(mail!.text).toContain('Hello,');
  expect(mail!.text).not.toContain('Ana');

  await page.goto(linkIn(mail!.text, '/newsletter/confirm'));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/your subscription is confirmed/);
  // The link is single-use.
  await page.goto(linkIn(mail!.text, '/newsletter/confirm'));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link has expired or has already been used.');

  await page.goto(linkIn(mail!.text, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/You have been unsubscribed/);
  // After the action's redirect, Next streams the new page's <title> in after its body.
  await expect(page).toHaveTitle('Unsubscribe | VTrans');
  await expectNoSeriousA11yViolations(page);
});

test('each field is named with the spec’s message, and submit stays disabled until all three are valid', async ({ page }) => {
  await page.goto('/get-involved/frequently-asked-questions');
  const form = signupForm(page);
  await form.getByLabel('First name').focus();
  await form.getByLabel('Last name').focus();
  await form.getByLabel('Email').fill('ana@');
  await form.getByLabel('First name').focus();
  await expect(form.getByText('Please provide a first name.')).toBeVisible();
  await expect(form.getByText('Please provide a last name.')).toBeVisible();
  await expect(form.getByText('Please provide a valid email.')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeDisabled();

  await fill(page, { first: 'Ana', last: 'Ruiz', email: 'ana@example' });
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await expect(form.getByText('To subscribe, give a valid e-mail address.')).toBeVisible();
  await form.getByLabel('Email').fill('ana@example.org');
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('a second sign-up of the same address sends no second e-mail, and says so rather than promising one', async ({ page }, testInfo) => {
  const address = newAddress('sam', testInfo.project.name);
  await page.goto('/');
  await fill(page, { first: 'Sam', last: 'Lee', email: address });
  await signupForm(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(signupForm(page).locator('.newsletter-status--success')).toBeVisible();

  await page.goto('/newsletter');
  await fill(page, { first: 'Sam', last: 'Lee', email: address.toUpperCase() });
  await signupForm(page).getByRole('button', { name: 'Subscribe' }).click();
  // Issue 22, slip 6: it said "the email we just sent you" when none was sent.
  await expect(signupForm(page).locator('.newsletter-status--success')).toHaveText(newsletterMessages.confirmationRecentlySent);
  // Answered: the second sign-up wrote no second confirmation event (the first one's is all there is).
  expect(await emailEventsAbout(db(), address)).toEqual(['newsletter.confirm-requested']);
  await expectMail(address, 1);
});

test('a list service error shows its message in red', async ({ page }) => {
  // What an external list (NEWSLETTER_URL) answers for a rejected address: markup is shown as text.
  await page.route(jsonpRequests, async (route) => {
    const callback = new URL(route.request().url()).searchParams.get('c');
    await route.fulfill({
      contentType: 'application/javascript',
      body: `${callback}(${JSON.stringify({ result: 'error', msg: 'ana@example.org is already subscribed. <a href="https://x.example">Update</a>' })})`,
    });
  });
  await page.goto('/newsletter');
  await fill(page, { first: 'Ana', last: 'Ruiz', email: 'ana@example.org' });
  await signupForm(page).getByRole('button', { name: 'Subscribe' }).click();
  const error = signupForm(page).locator('.newsletter-status--error');
  await expect(error).toHaveText('ana@example.org is already subscribed. Update');
  await expect(error).toHaveCSS('color', 'rgb(181, 9, 9)');
  // The fields are kept so the person can correct them.
  await expect(signupForm(page).getByLabel('Email')).toHaveValue('ana@example.org');
});

test('an unreachable list service is reported in red', async ({ page }) => {
  await page.route(jsonpRequests, (route) => route.abort('connectionrefused'));
  await page.goto('/newsletter');
  await fill(page, { first: 'Ana', last: 'Ruiz', email: 'ana@example.org' });
  await signupForm(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(signupForm(page).locator('.newsletter-status--error')).toHaveText('The sign-up service could not be reached. Please try again.');
});

test('a filled honeypot makes the submit do nothing', async ({ page }, testInfo) => {
  const bot = newAddress('bot', testInfo.project.name);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter/')) requests.push(request.url());
  });
  await page.goto('/');
  await fill(page, { first: 'Spam', last: 'Bot', email: bot });
  await signupForm(page).locator('input[name^="b_"]').fill('http://spam.example', { force: true });
  await signupForm(page).getByRole('button', { name: 'Subscribe' }).click();
  // The browser decides: a click's sign-up request would go at once; none went.
  await page.waitForTimeout(750);
  expect(requests).toEqual([]);
  await expect(signupForm(page).locator('.newsletter-status')).toHaveCount(0);
  await expect(signupForm(page).getByLabel('Email')).toHaveValue(bot);
  expect(await emailEventsAbout(db(), bot)).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the simple fallback form asks only for an address with an at-sign, and signs up', async ({ page }, testInfo) => {
    await page.goto('/');
    const form = signupForm(page);
    await expect(form).toHaveCount(1);
    await expect(form.getByLabel('First name')).toHaveCount(0);

    await form.getByLabel('Email').fill('no-at-sign.example.org');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // The browser holds the submit back: the address has no at-sign.
    await expect(page).toHaveURL('/');
    expect(await form.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);

    const address = newAddress('noscript', testInfo.project.name);
    await form.getByLabel('Email').fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/newsletter?result=confirmation-sent');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(newsletterMessages.confirmationSent);
    const [mail] = await expectMail(address, 1);

    // Confirming works without JavaScript too.
    await page.goto(linkIn(mail!.text, '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/your subscription is confirmed/);
  });

  test('the server turns down an address that is not one', async ({ page }) => {
    // An address of this test's own but for its missing domain: nothing may be stored or queued for it.
    const notOne = `${uniqueAddress('ana').split('@')[0]}@`;
    await page.goto('/newsletter');
    await signupForm(page).getByLabel('Email').fill(notOne);
    await signupForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/newsletter?result=invalid');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please provide a valid email.');
    // The answer has come: no sign-up was stored, so no confirmation event either (the two are one transaction).
    expect(await db().selectFrom('newsletter_subscribers').select('id').where('email', 'ilike', `${notOne}%`).execute()).toEqual([]);
    expect(await emailEventsAbout(db(), notOne)).toEqual([]);
  });
});
