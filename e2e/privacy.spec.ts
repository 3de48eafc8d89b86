import { mkdirSync } from 'node:fs';
import { checkBothWidths, expect, expectAccessible, openApp, PHONE, shot, test } from './fixtures';
import { getJson, post } from './support/api';
import { download } from './support/files';

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

/**
 * The applicant's private status link in browser mode, on a phone: shown on the confirmation,
 * followed to a status in the applicant's words that never shows the recruiter's stage or notes,
 * their data downloaded, and withdrawal asked once more, after which the link opens nothing.
 */
test('the private status link: followed from the confirmation, a status in their words, their data, withdrawal, erasure', async ({
  page,
}) => {
  await openApp(page);
  await post(
    page,
    '/api/settings/privacy',
    {
      noticeText: 'We keep your application for 24 months.',
      noticeUrl: null,
      consentRequired: true,
      retentionMonths: 24,
    },
    'PUT',
  );
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Lighthouse Keeper' });

  await page.setViewportSize(PHONE);
  await page.goto(`/jobs/${job.id}/apply`);
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByLabel('Email address').fill('grace@example.com');
  await page.getByRole('checkbox', { name: /I agree to how my data is used/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const linkBox = page.getByRole('region', { name: 'Your private link' });
  await expect(
    linkBox.getByText(
      'Keep this private link to follow your application and download your data. There you can withdraw it (the team keeps its record) or erase it for good.',
    ),
  ).toBeVisible();
  const link = linkBox.getByRole('link');
  const path = await link.getAttribute('href');
  expect(path).toMatch(/^\/my-application\/[A-Za-z0-9_-]{43}$/);
  await expect(link).toHaveText(new URL(path!, page.url()).href);
  await checkBothWidths(page, `${SHOTS}/confirmation-link`);

  await page.setViewportSize(PHONE);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Your application for Lighthouse Keeper' }),
  ).toBeVisible();
  await expect(main.getByText(/^Status:/)).toHaveText('Status: Received');
  await expect(main.getByText('We have your application.')).toBeVisible();
  await expect(main.getByText(/^Applied on /)).toBeVisible();

  // The recruiter moves the candidate on and writes about them; the applicant sees "In review" only.
  const { candidates } = await getJson<{ candidates: Array<{ id: number }> }>(
    page,
    `/api/candidates?jobId=${job.id}`,
  );
  const id = candidates[0]!.id;
  await post(page, `/api/candidates/${id}`, { stage: 'screen' }, 'PATCH');
  await post(page, `/api/candidates/${id}/notes`, { text: 'Strong on COBOL, ask about pay.' });
  await page.reload();
  await expect(main.getByText(/^Status:/)).toHaveText('Status: In review');
  await expect(main.getByText('The team is reviewing your application.')).toBeVisible();
  await expect(main).not.toContainText(/screen|COBOL|pay|grace@example\.com|Grace Hopper/i);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await checkBothWidths(page, `${SHOTS}/status`);

  await page.setViewportSize(PHONE);
  const saved = await download(page, main.getByRole('button', { name: 'Download my data' }));
  expect(saved.name).toBe('my-application.json');
  const data = JSON.parse(saved.bytes.toString('utf8'));
  expect(data).toMatchObject({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    job: { title: 'Lighthouse Keeper' },
  });

  // Withdrawing asks once more; Cancel changes nothing.
  const withdraw = main.getByRole('button', { name: 'Withdraw my application' });
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(
    dialog.getByText(
      'The team stops considering you and cancels any interviews still to come. What you sent stays with the team until you erase it.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await shot(page, `${SHOTS}/withdraw-confirm-phone.png`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(withdraw).toBeFocused();
  await withdraw.click();
  await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
  // Withdrawn: the team keeps the record, the page says so where focus lands.
  await expect(
    main.getByText('You withdrew this application. The team keeps its record unless you erase it.'),
  ).toBeFocused();
  await expect(main.getByText(/^Status:/)).toHaveText('Status: Withdrawn');
  await expect(withdraw).toHaveCount(0);
  await checkBothWidths(page, `${SHOTS}/withdrawn`);
  expect(
    await getJson<{ stage: string; withdrawnAt?: string }>(page, `/api/candidates/${id}`),
  ).toMatchObject({ stage: 'rejected', withdrawnAt: expect.any(String) });

  // Erasing, asked once more, deletes it all: the link opens nothing after.
  await page.setViewportSize(PHONE);
  await main.getByRole('button', { name: 'Erase my application and data' }).click();
  const erase = page.getByRole('dialog', { name: 'Erase your application?' });
  await erase.getByRole('button', { name: 'Yes, erase everything' }).click();
  const done = page.getByRole('heading', { level: 1, name: 'Application erased' });
  await expect(done).toBeFocused();
  await expect(
    page.getByText('Your application and everything you sent were erased.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, `${SHOTS}/erased-phone.png`);

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Application not found' }),
  ).toBeVisible();
  await expect(
    page.getByText('This link does not open an application. It may have been erased.'),
  ).toBeVisible();
  expect(
    (await getJson<{ totalCount: number }>(page, `/api/candidates?jobId=${job.id}`)).totalCount,
  ).toBe(0);
});
