import { mkdirSync } from 'node:fs';
import { checkBothWidths, expect, openApp, test } from './fixtures';
import { getJson, post } from './support/api';

const SHOTS = 'test-results/privacy-shots';
mkdirSync(SHOTS, { recursive: true });

/**
 * The applicant's side of privacy in browser mode: the recruiter writes the notice and asks for
 * consent in Settings; the apply page shows it and refuses to send until the box is ticked; the
 * profile says when and to which notice the applicant agreed.
 */
test('a notice and consent: set in Settings, asked on the apply page, kept on the profile', async ({
  page,
}) => {
  await openApp(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const section = page.getByRole('region', { name: 'Privacy' });
  await section
    .getByLabel('Privacy notice')
    .fill('We keep your application for **24 months**, then erase it.');
  await section.getByLabel('Link to the full privacy policy').fill('https://example.com/privacy');
  await section.getByLabel('Ask applicants for consent before they apply').check();
  await section.getByLabel('Keep idle candidates for').fill('24');
  await section.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(section.getByText('Saved. Applicants see notice version 1.')).toBeVisible();
  await checkBothWidths(page, `${SHOTS}/settings-privacy`);

  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Harbour Pilot' });
  await page.goto(`/jobs/${job.id}/apply`);
  const notice = page.getByRole('region', { name: 'How we use your data' });
  await expect(notice.getByText('24 months')).toBeVisible();
  await expect(notice.getByRole('link', { name: /Read the full privacy policy/ })).toHaveAttribute(
    'href',
    'https://example.com/privacy',
  );
  const consent = notice.getByRole('checkbox', { name: /I agree to how my data is used/ });
  await expect(consent).not.toBeChecked();
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByLabel('Email address').fill('grace@example.com');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Tick the box to agree to how your data is used.')).toBeVisible();
  await expect(consent).toBeFocused();
  await checkBothWidths(page, `${SHOTS}/apply-consent`);
  await consent.check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  const { candidates } = await getJson<{ candidates: Array<{ id: number }> }>(
    page,
    `/api/candidates?jobId=${job.id}`,
  );
  expect(candidates).toHaveLength(1);
  await page.goto(`/candidates/${candidates[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByText(/^Agreed to the privacy notice \(version 1\) on /)).toBeVisible();
});
