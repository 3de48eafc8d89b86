import { mkdirSync } from 'node:fs';
import { checkBothWidths, expect, openApp, test } from './fixtures';
import { post } from './support/api';
import {
  download,
  dosExecutable,
  minimalDocx,
  minimalPdf,
  notAcceptedMessage,
} from './support/files';

const SHOTS = 'test-results/resume-shots';
mkdirSync(SHOTS, { recursive: true });

/** A 1×1 PNG: the signature, the header, one pixel's data and the end. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a recruiter attaches résumés to a candidate added by hand and reads each in the page, PDF text and all', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page);
  const job = await post<{ id: number }>(page, '/api/jobs', { title: 'Tower Crane Operator' });
  const hana = await post<{ id: number }>(page, '/api/candidates', {
    name: 'Hana Hand',
    email: 'hana.hand@example.com',
    jobId: job.id,
    source: 'referral',
  });
  await page.goto(`/candidates/${hana.id}`);
  const files = page.getByRole('region', { name: 'Résumé' });
  await expect(files.getByText('No résumé yet.')).toBeVisible();

  // A file that is no résumé is refused with the reason, and nothing is listed.
  const attach = files.getByLabel('Attach a résumé');
  await attach.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: dosExecutable(),
  });
  await expect(files.getByRole('alert')).toContainText(notAcceptedMessage('cv.pdf'));
  await expect(files.getByText('No résumé yet.')).toBeVisible();

  // A PDF: listed with when it was attached, drawn by PDF.js with words that can be found.
  const pdf = minimalPdf('Certified tower crane operator since 2015');
  await attach.setInputFiles({ name: 'Hana CV.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(files.getByRole('status')).toHaveText('Attached Hana CV.pdf.');
  await expect(files.getByRole('alert')).toHaveCount(0);
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files.getByRole('listitem')).toContainText(/Attached \d/);
  const pagesBefore = page.context().pages().length;
  await files.getByRole('button', { name: 'View Hana CV.pdf' }).click();
  const viewer = files.getByRole('region', { name: 'Hana CV.pdf' });
  await expect(viewer.getByRole('heading', { name: 'Hana CV.pdf' })).toBeFocused();
  const firstPage = viewer.getByRole('group', { name: 'Page 1 of 1' });
  await expect(firstPage.locator('canvas')).toBeVisible();
  await expect(firstPage.locator('.textLayer')).toContainText('Certified tower crane operator');
  // The drawing is not blank: the canvas holds dark pixels where the text is.
  const inked = await firstPage.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(50);
  expect(page.context().pages()).toHaveLength(pagesBefore);
  await checkBothWidths(page, `${SHOTS}/pdf`);
  await viewer.getByRole('button', { name: 'Close Hana CV.pdf' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(files.getByRole('button', { name: 'View Hana CV.pdf' })).toBeFocused();

  // A newer DOCX: both kept, the newest first; its text shown as text, never as markup.
  const docx = await minimalDocx(['Hana Hand', 'Rigging <b>and</b> signalling']);
  await attach.setInputFiles({ name: 'Hana 2026.docx', mimeType: '', buffer: docx });
  await expect(files.getByRole('status')).toHaveText('Attached Hana 2026.docx.');
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(files.getByRole('listitem').first()).toContainText('Hana 2026.docx');
  await expect(files.getByRole('listitem').first()).toContainText('Latest');
  await files.getByRole('button', { name: 'View Hana 2026.docx' }).click();
  const word = files.getByRole('region', { name: 'Hana 2026.docx' });
  await expect(word.getByText('Rigging <b>and</b> signalling')).toBeVisible();
  await expect(word.locator('b')).toHaveCount(0);

  // An image as it is; every file downloads with its bytes.
  await attach.setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: PNG });
  await expect(files.getByRole('listitem')).toHaveCount(3);
  await files.getByRole('button', { name: 'View badge.png' }).click();
  const image = files.getByRole('img', { name: 'badge.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const saved = await download(page, files.getByRole('button', { name: /^Download Hana CV\.pdf/ }));
  expect(saved.name).toBe('Hana CV.pdf');
  expect(saved.bytes.equals(pdf)).toBe(true);

  // After a reload, the list is still there, from the store.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Résumé' }).getByRole('listitem')).toHaveCount(3);
  // The one refusal above is the only failed request.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 400 ()',
  ]);
});
