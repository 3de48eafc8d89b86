import type { Page } from '@playwright/test';
import { expect, expectAccessible, openApp, test } from './fixtures';
import { getJson, post } from './support/api';

/**
 * Job postings for search engines in browser mode: the organization named on Settings is the
 * hiring organization of every JobPosting the careers page and the apply page carry as JSON-LD;
 * an archived job has none.
 */

interface Posting {
  '@context': string;
  '@type': string;
  title: string;
  description: string;
  hiringOrganization: { '@type': string; name: string; sameAs?: string };
  jobLocation?: { '@type': string; address: { '@type': string; addressLocality: string } };
  jobLocationType?: string;
  employmentType?: string;
  identifier: { '@type': string; name: string; value: string };
  directApply: boolean;
  url: string;
}

/** Every JSON-LD block of the page as rendered, parsed. */
async function jsonLd(page: Page): Promise<Posting[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Posting);
}

test('the organization set on Settings names the job postings search engines read', async ({
  page,
  consoleErrors,
}) => {
  await openApp(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const form = page.getByRole('form', { name: 'Organization' });
  await form.getByLabel('Organization name').fill('Harbour Works');
  await form.getByLabel('Website').fill('https://harbour.example');
  await form.getByLabel('Careers page introduction').fill('We build boats </script> & docks.');
  await form.getByRole('button', { name: 'Save organization' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await expectAccessible(page);

  const welder = await post<{ id: number }>(page, '/api/jobs', {
    title: 'Welder </script><script>window.pwned = 1</script>',
    location: 'Leeds',
    employmentType: 'full-time',
    description: 'Join **our** yard. <img src=x onerror="window.pwned = 2">',
    tags: [],
  });
  const closed = await post<{ id: number }>(page, '/api/jobs', { title: 'Closed role', tags: [] });
  await post(page, `/api/jobs/${closed.id}`, { status: 'archived' }, 'PATCH');
  const active = await getJson<{ jobs: Array<{ id: number }> }>(page, '/api/careers');

  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Open positions' })).toBeVisible();
  await expect(page.getByText('Harbour Works', { exact: true })).toBeVisible();
  await expect(page.getByText('We build boats </script> & docks.')).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(active.jobs.length);
  const postings = await jsonLd(page);
  expect(postings.map((posting) => Number(posting.identifier.value)).sort()).toEqual(
    active.jobs.map((job) => job.id).sort(),
  );
  expect(postings.some((posting) => posting.identifier.value === String(closed.id))).toBe(false);
  const origin = new URL(page.url()).origin;
  const ours = postings.find((posting) => posting.identifier.value === String(welder.id));
  expect(ours).toEqual({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Welder </script><script>window.pwned = 1</script>',
    description: expect.stringContaining('<strong>our</strong>'),
    hiringOrganization: {
      '@type': 'Organization',
      name: 'Harbour Works',
      sameAs: 'https://harbour.example',
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Leeds' },
    },
    employmentType: 'FULL_TIME',
    // The day the job was made.
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    identifier: { '@type': 'PropertyValue', name: 'Harbour Works', value: String(welder.id) },
    directApply: true,
    url: `${origin}/jobs/${welder.id}/apply`,
  });
  expect(ours!.description).not.toContain('<img');
  await expectAccessible(page);

  await page.goto(`/jobs/${welder.id}/apply`);
  await expect(page.getByRole('form', { name: 'Application' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect((await jsonLd(page))[0]).toEqual(ours);

  await page.goto(`/jobs/${closed.id}/apply`);
  await expect(
    page.getByText('This job is closed and no longer accepts applications.'),
  ).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

  // Nothing in a title or a description ran, and the policy refused nothing.
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
});
