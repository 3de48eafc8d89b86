import { act, screen, within } from '@testing-library/react';
import type { RetentionPreview } from '@/domain/schemas';
import { formatDateTime } from '@/lib/format-date-time';
import { api, apiError, interceptApi, publishedAnswer, snapshotDb } from '@/test/api';
import { renderRoute, teamSession } from '@/test/render';
import { RETENTION_LABEL } from './privacy-section';
import { BROWSER_SCHEDULE, ERASE_NOW_LABEL, TEAM_SCHEDULE } from './retention-section';

/** Settings' Privacy section, its retention part: the dry run, a run now, and the last run. */

const OLD = '2023-01-10T09:00:00.000Z';
const PREVIEW_PATH = '/api/retention/preview';

async function setMonths(retentionMonths: number | null) {
  const saved = await api('PUT', '/settings/privacy', {
    noticeText: '',
    noticeUrl: null,
    consentRequired: false,
    retentionMonths,
  });
  expect(saved.status).toBe(200);
}

/**
 * Candidates restored from a backup with their old dates: one rejected, one of an archived job,
 * both due; one still in play, never due.
 */
async function idleCandidates() {
  const open = (await api('POST', '/jobs', { title: 'Open' })).body;
  const backup = (await api('GET', '/backup')).body;
  const archived = { ...backup.tables.jobs[0], id: 90, title: 'Closed', slug: 'closed' };
  const people = [
    [91, 'Old Rejected', 'rejected', open.id],
    [92, 'Old Active', 'tech', open.id],
    [93, 'Old Closed', 'screen', 90],
  ] as const;
  const restored = await api('POST', '/backup/restore', {
    ...backup,
    tables: {
      ...backup.tables,
      jobs: [...backup.tables.jobs, { ...archived, status: 'archived', order: 9 }],
      candidates: people.map(([id, name, stage, jobId]) => ({
        id,
        name,
        email: `${id}@example.com`,
        stage,
        jobId,
      })),
      timeline: people.map(([id, , stage]) => ({
        id,
        candidateId: id,
        date: OLD,
        stage,
        notes: 'Moved',
      })),
    },
  });
  expect(restored.status).toBe(200);
}

/** Answers the dry run with `preview`; everything else reaches the real API. */
function fakePreview(preview: RetentionPreview) {
  return interceptApi((request) =>
    request.method === 'GET' && request.url.pathname === PREVIEW_PATH
      ? publishedAnswer('GET /api/retention/preview', preview)
      : undefined,
  );
}

async function openRetention(options?: Parameters<typeof renderRoute>[1]) {
  const view = renderRoute('/settings', options);
  const part = await screen.findByRole('region', { name: 'Retention' });
  return { ...view, part };
}

describe('the settings page: retention', () => {
  it('keeps everyone while no period is set, and shows the dry run once one is saved', async () => {
    await idleCandidates();
    const { user, part } = await openRetention();
    expect(
      await within(part).findByText('Candidates are kept until erased by hand.'),
    ).toBeVisible();
    expect(within(part).queryByText(/^Dry run/)).not.toBeInTheDocument();
    expect(within(part).queryByRole('button', { name: ERASE_NOW_LABEL })).not.toBeInTheDocument();
    // Nothing has run, and nothing runs without a period: no line about runs at all.
    expect(within(part).queryByText('Not run yet.')).not.toBeInTheDocument();
    expect(within(part).queryByText(BROWSER_SCHEDULE)).not.toBeInTheDocument();

    // Saving a period fetches the dry run again.
    const form = screen.getByRole('form', { name: 'Privacy' });
    await user.type(within(form).getByLabelText(RETENTION_LABEL), '24');
    await user.click(within(form).getByRole('button', { name: 'Save privacy settings' }));
    expect(
      await within(part).findByText(
        'Dry run: 2 candidates would be erased today (rejected, or on an archived job, with no activity for more than 24 months).',
      ),
    ).toBeVisible();
    expect(within(part).getByText('Not run yet.')).toBeVisible();
  });

  it('lists who a run would erase, with a link to each profile, and how many more there are', async () => {
    fakePreview({
      candidates: [
        { id: 91, name: 'Old Rejected', jobId: 1, stage: 'rejected', lastActivityAt: OLD },
        { id: 93, name: '<b>Old</b> Closed', jobId: 90, stage: 'screen', lastActivityAt: null },
      ],
      count: 1234,
      retentionMonths: 1,
      lastRun: null,
    });
    const { part } = await openRetention();
    const dryRun =
      'Dry run: 1,234 candidates would be erased today (rejected, or on an archived job, with no activity for more than 1 month).';
    expect(await within(part).findByText(dryRun)).toBeVisible();
    const list = within(part).getByRole('list', { name: dryRun });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Old Rejected' })).toHaveAttribute(
      'href',
      '/candidates/91',
    );
    expect(items[0]).toHaveTextContent(
      `Rejected · last activity ${new Date(OLD).toLocaleDateString()}`,
    );
    // A name is text, never markup.
    expect(within(items[1]!).getByRole('link', { name: '<b>Old</b> Closed' })).toHaveAttribute(
      'href',
      '/candidates/93',
    );
    expect(items[1]).toHaveTextContent('Screen · no recorded activity');
    expect(within(part).getByText('and 1,232 more.')).toBeVisible();
    expect(within(part).getByRole('button', { name: ERASE_NOW_LABEL })).toBeVisible();
    expect(within(part).getByText('Not run yet.')).toBeVisible();
    expect(within(part).getByText(BROWSER_SCHEDULE)).toBeVisible();
  });

  it('asks once more, then erases them, says how many, and shows the dry run again', async () => {
    await idleCandidates();
    await setMonths(24);
    const watch = interceptApi();
    const { user, part } = await openRetention();
    expect(await within(part).findByText(/^Dry run: 2 candidates would be erased/)).toBeVisible();
    expect(
      within(part)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Old Rejected'), expect.stringContaining('Old Closed')]);
    const eraseNow = within(part).getByRole('button', { name: ERASE_NOW_LABEL });

    // Cancel sends nothing and gives the focus back.
    await user.click(eraseNow);
    let dialog = screen.getByRole('dialog', { name: 'Erase 2 candidates now?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(eraseNow).toHaveFocus();
    expect(watch.writes()).toEqual([]);

    await user.click(eraseNow);
    dialog = screen.getByRole('dialog', { name: 'Erase 2 candidates now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase them' }));
    const result = await within(part).findByText('Erased 2 candidates.');
    expect(result).toHaveAttribute('role', 'status');
    expect(result).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(watch.writes().map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /api/retention/run',
    ]);
    expect((await snapshotDb()).candidates.map((c) => c.name)).toEqual(['Old Active']);

    // The dry run was fetched again: nobody is left, so there is nothing to press.
    expect(
      await within(part).findByText(/^Dry run: no candidates would be erased today/),
    ).toBeVisible();
    expect(within(part).queryByRole('list')).not.toBeInTheDocument();
    expect(within(part).queryByRole('button', { name: ERASE_NOW_LABEL })).not.toBeInTheDocument();
    expect(within(part).getByText(/^Last run: .+, 2 erased\.$/)).toBeVisible();
  });

  it('drops what showed the erased candidates, so the board and the profile show them gone', async () => {
    await idleCandidates();
    await setMonths(24);
    const { user, router } = renderRoute('/candidates/91');
    expect(await screen.findByRole('heading', { level: 1, name: 'Old Rejected' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Candidates' }));
    // On the board (the profile's heading bears the name too, until it goes).
    await screen.findByRole('heading', { level: 1, name: 'Candidates' });
    expect(await screen.findByText('Old Rejected')).toBeVisible();
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    const part = await screen.findByRole('region', { name: 'Retention' });
    await user.click(await within(part).findByRole('button', { name: ERASE_NOW_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Erase them' }));
    expect(await within(part).findByText('Erased 2 candidates.')).toBeVisible();

    await user.click(within(nav).getByRole('link', { name: 'Candidates' }));
    await screen.findByRole('heading', { level: 1, name: 'Candidates' });
    expect(await screen.findByText('Old Active')).toBeVisible();
    expect(screen.queryByText('Old Rejected')).not.toBeInTheDocument();
    // The profile cached a moment ago is not shown again from memory.
    await act(() => router.navigate('/candidates/91'));
    expect(await screen.findByRole('heading', { name: 'Candidate not found.' })).toBeVisible();
    expect(screen.queryByText('Old Rejected')).not.toBeInTheDocument();
  });

  it('says why a run failed in the dialog, and keeps the list', async () => {
    await idleCandidates();
    await setMonths(24);
    const watch = interceptApi((request) =>
      request.method === 'POST' && request.url.pathname === '/api/retention/run'
        ? apiError(503, 'The database is busy.', 'unavailable')
        : undefined,
    );
    const { user, part } = await openRetention();
    await user.click(await within(part).findByRole('button', { name: ERASE_NOW_LABEL }));
    const dialog = screen.getByRole('dialog', { name: 'Erase 2 candidates now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase them' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not erase them: The database is busy.',
    );
    // The dialog stays, to try again or cancel; behind it the dry run is asked again and unchanged.
    expect(within(dialog).getByRole('button', { name: 'Erase them' })).toBeEnabled();
    expect(watch.requests('GET', PREVIEW_PATH).length).toBeGreaterThanOrEqual(2);
    expect(within(part).getByText(/^Dry run: 2 candidates would be erased/)).toBeInTheDocument();
    expect(within(part).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    expect(within(part).queryByText(/^Erased/)).not.toBeInTheDocument();
    expect((await snapshotDb()).candidates).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(part).getByRole('button', { name: ERASE_NOW_LABEL })).toHaveFocus();
  });

  it('says so when the dry run cannot be loaded', async () => {
    interceptApi((request) =>
      request.url.pathname === PREVIEW_PATH ? apiError(500, 'Broken.') : undefined,
    );
    const { part } = await openRetention();
    expect(await within(part).findByRole('alert')).toHaveTextContent(
      'Could not load the retention dry run: Broken.',
    );
    // The rest of the section still works.
    expect(screen.getByRole('form', { name: 'Privacy' })).toBeVisible();
  });

  it('shows the last run, and on a team server that it runs every day', async () => {
    const at = '2025-03-01T03:00:04.000Z';
    fakePreview({ candidates: [], count: 0, retentionMonths: 24, lastRun: { at, erased: 3 } });
    const { part } = await openRetention({ session: teamSession('admin') });
    expect(
      await within(part).findByText(`Last run: ${formatDateTime(at)}, 3 erased.`),
    ).toBeVisible();
    expect(within(part).getByText(TEAM_SCHEDULE)).toBeVisible();
    expect(within(part).queryByText(BROWSER_SCHEDULE)).not.toBeInTheDocument();
    expect(within(part).queryByText('Not run yet.')).not.toBeInTheDocument();
  });

  it('shows the last run with no period set, without a schedule', async () => {
    const at = '2025-03-01T03:00:04.000Z';
    fakePreview({ candidates: [], count: 0, retentionMonths: null, lastRun: { at, erased: 0 } });
    const { part } = await openRetention();
    expect(
      await within(part).findByText('Candidates are kept until erased by hand.'),
    ).toBeVisible();
    expect(within(part).getByText(`Last run: ${formatDateTime(at)}, 0 erased.`)).toBeVisible();
    expect(within(part).queryByText(BROWSER_SCHEDULE)).not.toBeInTheDocument();
  });
});
