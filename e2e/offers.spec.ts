import { mkdirSync } from 'node:fs';
import { DESKTOP, expect, expectAccessible, openApp, PHONE, shot, test } from './fixtures';
import { apiCandidate, candidateCard, column, firstIn, openBoard } from './support/candidates';

const SHOTS = 'test-results/offer-shots';
mkdirSync(SHOTS, { recursive: true });

/**
 * Browser mode's offer: one recruiter drafts it on a sample candidate's profile and submits it
 * (approved at once: there is nobody else to approve it), previews the letter to print it, marks
 * it as sent, and records the answer the candidate gave on paper; the candidate is hired.
 */
test('the recruiter drafts an offer, it is approved on submitting, sent on paper and accepted: the candidate is hired', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page, '/');
  const candidate = await firstIn(page, 'tech');
  await page.setViewportSize(PHONE);
  await page.goto(`/candidates/${candidate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();

  // On a phone the profile folds its sections: the Offer section is opened from its heading.
  const section = page.getByRole('region', { name: 'Offer', exact: true });
  const toggle = section.getByRole('button', { name: 'Offer', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByText('No offer yet.')).toBeVisible();
  await expectAccessible(page);
  await shot(section, `${SHOTS}/browser-offer-empty-phone.png`);

  // A sample candidate may have interview feedback: it is read first, then the form opens.
  await section.getByRole('button', { name: 'Draft an offer' }).click();
  const form = page.getByRole('dialog', { name: `Draft an offer for ${candidate.name}` });
  const review = page.getByRole('dialog', { name: `Draft an offer for ${candidate.name}?` });
  await expect(form.or(review)).toBeVisible();
  if (await review.isVisible())
    await review.getByRole('button', { name: 'Draft an offer' }).click();
  await expect(form.getByLabel('Amount')).toBeFocused();
  await form.getByLabel('Amount').fill('65000.5');
  await form.getByLabel('Currency').fill('usd');
  await expect(form.getByLabel('Currency')).toHaveValue('USD');
  await form.getByLabel('Period').selectOption('year');
  await form.getByLabel('Start date').fill('2027-04-12');
  await expectAccessible(page);
  await shot(page, `${SHOTS}/browser-offer-form-phone.png`);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Offer drafted.');

  const current = section.getByRole('article', { name: 'Current offer' });
  const status = current.locator('.offer-status');
  await expect(status).toHaveText('Draft');
  await expect(current.locator('.offer-terms')).toContainText('USD 65,000.50 per year');
  await expect(current.locator('.offer-terms')).toContainText('12 April 2027');

  await current.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(section.getByRole('status')).toHaveText('Offer approved: no approval is needed.');
  await expect(status).toHaveText('Approved');
  await expect(current.getByRole('heading', { name: 'Current offer' })).toBeFocused();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await shot(section, `${SHOTS}/browser-offer-approved-phone.png`);

  // The letter, to print: browser mode has no PDF of its own.
  await current.getByRole('button', { name: 'Preview letter' }).click();
  const letter = page.getByRole('dialog', { name: 'Offer letter' });
  await expect(letter).toContainText(`Dear ${candidate.name},`);
  await expect(letter).toContainText('Salary: USD 65,000.50 per year');
  await expect(letter.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expect(letter.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/browser-letter-phone.png`);
  await letter.getByRole('button', { name: 'Close' }).click();
  await expect(letter).toBeHidden();

  await current.getByRole('button', { name: 'Mark as sent' }).click();
  const send = page.getByRole('dialog', { name: 'Mark the offer as sent?' });
  await expect(send).toContainText('print the letter');
  await send.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(send).toBeHidden();
  await expect(section.getByRole('status')).toHaveText(
    `Offer for ${candidate.name} marked as sent.`,
  );
  await expect(status).toHaveText('Sent');

  await current.getByRole('button', { name: 'Record the candidate’s answer' }).click();
  const record = page.getByRole('dialog', { name: 'Record the candidate’s answer' });
  await expect(record.getByRole('radio', { name: 'Accepted' })).toBeChecked();
  // The name is required for an acceptance.
  await record.getByRole('button', { name: 'Record answer' }).click();
  await expect(record.getByLabel('Name they signed')).toHaveAccessibleDescription(
    /Type the name the candidate signed with\./,
  );
  await record.getByLabel('Name they signed').fill(candidate.name);
  await expectAccessible(page);
  await shot(page, `${SHOTS}/browser-record-phone.png`);
  await record.getByRole('button', { name: 'Record answer' }).click();
  await expect(record).toBeHidden();
  await expect(section.getByRole('status')).toHaveText(
    `${candidate.name} accepted the offer, and is now hired.`,
  );

  // The offer is closed (accepted, signed) and the candidate hired.
  await expect(current).toHaveCount(0);
  const earlier = section.locator('.offer-earlier');
  await expect(earlier.locator('.offer-status')).toHaveText('Accepted');
  await expect(earlier).toContainText(`signed “${candidate.name}”`);
  await expect(page.locator('.profile-stage .stage-badge')).toHaveText('Hired');
  // Hired: no new offer is drafted.
  await expect(section.getByRole('button', { name: 'Draft an offer' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(section, `${SHOTS}/browser-offer-accepted-phone.png`);
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page);
  await shot(section, `${SHOTS}/browser-offer-accepted-desktop.png`);
  expect((await apiCandidate(page, candidate.id)).stage).toBe('hired');

  // The board has them under Hired.
  await openBoard(page, `/candidates?q=${encodeURIComponent(candidate.email)}`);
  await expect(candidateCard(page, candidate.id, 'hired')).toBeVisible();
  await expect(column(page, 'tech').locator(`[data-candidate-id="${candidate.id}"]`)).toHaveCount(
    0,
  );
  expect(consoleErrors).toEqual([]);
});
