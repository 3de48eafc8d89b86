import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Candidate } from '@/api/types';
import type { Stage } from '@/domain/types';
import { api, apiError, interceptApi, publishedAnswer } from '@/test/api';
import { formatDateTime } from '@/lib/format-date-time';
import { toLocalInput } from '../logic/email-draft';
import { renderRoute, teamSession, type RenderRouteOptions } from '@/test/render';
import { candidateById, timelineOf, boardColumn, columnCountOf } from '../test/helpers';
import { watchDownloads } from '@/test/downloads';

/** The board's bulk actions: selecting cards, one move or rejection of them all, and the CSV. */

const column = boardColumn;
const countOf = columnCountOf;
const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
const checkbox = (candidate: Candidate) =>
  screen.getByRole('checkbox', { name: `Select ${candidate.name}` });

/** One job with five applicants, in id order, and one candidate already in Tech. */
async function hiring(): Promise<{ jobId: number; applied: Candidate[]; tech: Candidate }> {
  const jobId = (await api('POST', '/jobs', { title: 'Welder' })).body.id as number;
  const add = async (name: string, stage: Stage = 'applied') => {
    const made = await api<Candidate>('POST', '/candidates', {
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
      jobId,
      stage,
      source: 'referral',
    });
    expect(made.status).toBe(201);
    return made.body;
  };
  const applied: Candidate[] = [];
  for (const name of ['Ann Able', 'Ben Best', 'Cid Cole', 'Dee Dunn', 'Eve East'])
    applied.push(await add(name));
  return { jobId, applied, tech: await add('Tom Tech', 'tech') };
}

async function openBoard(path = '/candidates', options?: RenderRouteOptions) {
  const view = renderRoute(path, options);
  await within(await screen.findByRole('region', { name: /^Applied:/ })).findByText(
    'ann.able@example.com',
  );
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return view;
}

/** Opens the board and presses Select. */
async function startSelecting(path?: string) {
  const view = await openBoard(path);
  const select = screen.getByRole('button', { name: 'Select' });
  expect(select).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  await view.user.click(select);
  expect(select).toHaveAttribute('aria-pressed', 'true');
  expect(bar()).toHaveTextContent('0 selected');
  return view;
}

describe('bulk actions on the board', () => {
  it('moves two selected cards with one request: they land in the new column, the counts follow, the selection clears', async () => {
    const { applied } = await hiring();
    const [ann, ben] = applied as [Candidate, Candidate];
    const { requests } = interceptApi();
    const { user, router } = await startSelecting();

    await user.click(checkbox(ann));
    await user.click(checkbox(ben));
    expect(checkbox(ann)).toBeChecked();
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    // A checkbox is neither the way to the profile nor the start of a drag.
    expect(router.state.location.pathname).toBe('/candidates');
    expect(column('applied').querySelector('.is-dragging')).toBeNull();

    await user.selectOptions(within(bar()).getByRole('combobox', { name: 'Move to' }), 'Tech');
    await user.click(within(bar()).getByRole('button', { name: 'Move' }));

    await waitFor(() =>
      expect(within(bar()).getByRole('status')).toHaveTextContent('Moved 2 candidates.'),
    );
    const sent = requests('POST', '/api/candidates/bulk');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      ids: [ann.id, ben.id],
      action: { type: 'move', stage: 'tech' },
    });
    expect(within(bar()).getByText('0 selected')).toBeInTheDocument();
    // Focus stays on Move, which waits for a new selection.
    expect(within(bar()).getByRole('button', { name: 'Move' })).toHaveFocus();
    expect(within(bar()).getByRole('button', { name: 'Move' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await within(column('tech')).findByText(ann.email);
    expect(within(column('tech')).getByText(ben.email)).toBeInTheDocument();
    expect(within(column('applied')).queryByText(ann.email)).not.toBeInTheDocument();
    await waitFor(() => expect(countOf('tech')).toBe(3));
    expect(countOf('applied')).toBe(3);
    expect(checkbox(ann)).not.toBeChecked();
    expect((await candidateById(ann.id)).stage).toBe('tech');
    expect((await timelineOf(ben.id)).at(-1)).toMatchObject({ stage: 'tech' });
  });

  it('selects the range between two clicks with Shift, and a column’s cards with Select all', async () => {
    const { applied, tech } = await hiring();
    const [ann, ben, cid, dee, eve] = applied as [
      Candidate,
      Candidate,
      Candidate,
      Candidate,
      Candidate,
    ];
    const { user } = await startSelecting();

    await user.click(checkbox(ben));
    await user.keyboard('{Shift>}');
    await user.click(checkbox(dee));
    await user.keyboard('{/Shift}');
    expect([ann, ben, cid, dee, eve].map((c) => checkbox(c).matches(':checked'))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all in Applied' });
    expect(all).toBePartiallyChecked();

    // Shift on a ticked box unticks the range from the last click (Dee) to it.
    await user.keyboard('{Shift>}');
    await user.click(checkbox(cid));
    await user.keyboard('{/Shift}');
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    expect(checkbox(ben)).toBeChecked();
    expect(checkbox(cid)).not.toBeChecked();
    expect(checkbox(dee)).not.toBeChecked();

    await user.click(all);
    expect(all).toBeChecked();
    expect(within(bar()).getByText('5 selected')).toBeInTheDocument();
    // Another column's cards are not part of it.
    expect(checkbox(tech)).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all in Tech' }));
    expect(within(bar()).getByText('6 selected')).toBeInTheDocument();

    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(within(bar()).getByText('0 selected')).toBeInTheDocument();
    expect(all).not.toBeChecked();

    // Pressing Select again leaves selecting: no checkboxes, no bar.
    await user.click(checkbox(eve));
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('rejects the selected candidates once a reason is chosen, with the note, in one request', async () => {
    const { applied } = await hiring();
    const [ann, ben] = applied as [Candidate, Candidate];
    const { requests } = interceptApi();
    const { user } = await startSelecting();
    await user.click(checkbox(ann));
    await user.click(checkbox(ben));

    const opener = within(bar()).getByRole('button', { name: 'Reject…' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 candidates?' });
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await within(dialog).findByRole('option', { name: 'Not qualified' });

    // No reason: nothing is sent, and the reason says why.
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 candidates' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(requests('POST', '/api/candidates/bulk')).toHaveLength(0);

    await user.selectOptions(reason, 'Not qualified');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Needs more welding');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 candidates' }));

    await waitFor(() =>
      expect(within(bar()).getByRole('status')).toHaveTextContent('Rejected 2 candidates.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    const sent = requests('POST', '/api/candidates/bulk');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      ids: [ann.id, ben.id],
      action: { type: 'reject', reason: 'Not qualified', note: 'Needs more welding' },
    });
    await within(column('rejected')).findByText(ann.email);
    await waitFor(() => expect(countOf('rejected')).toBe(2));
    expect((await timelineOf(ann.id)).at(-1)).toMatchObject({
      stage: 'rejected',
      reason: 'Not qualified',
      notes: 'Moved from applied to rejected: Needs more welding',
    });
  });

  it('on a team server, emails each rejected candidate from the template, later, and says so', async () => {
    const { applied } = await hiring();
    const [ann, ben] = applied as [Candidate, Candidate];
    const sendAtLocal = toLocalInput(new Date(Date.now() + 2 * 86_400_000));
    const sendAt = new Date(sendAtLocal).toISOString();
    // The API of the tests is browser mode's: a team server's answer stands in for it.
    const { requests } = interceptApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/candidates/bulk'
        ? publishedAnswer('POST /api/candidates/bulk', {
            updated: 2,
            emails: [ann, ben].map((c, i) => ({
              id: i + 1,
              to: c.email,
              subject: 'Your application',
              text: 'Hello',
              state: 'scheduled' as const,
              sendAt,
            })),
          })
        : undefined,
    );
    const view = await openBoard('/candidates', { session: teamSession('recruiter') });
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(checkbox(ann));
    await user.click(checkbox(ben));
    await user.click(within(bar()).getByRole('button', { name: 'Reject…' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 candidates?' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Reason' }),
      'Not qualified',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'Send each a rejection email' }),
    ).toBeChecked();
    // Each gets their own: the preview names their values rather than one candidate's.
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Each candidate, at their own address')).toBeVisible();
    expect(preview).toHaveTextContent('[their first name]');
    await user.click(within(dialog).getByRole('radio', { name: 'Send later' }));
    fireEvent.change(within(dialog).getByLabelText('Send at'), { target: { value: sendAtLocal } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 candidates' }));

    await waitFor(() =>
      expect(within(bar()).getByRole('status')).toHaveTextContent(
        `Rejected 2 candidates. 2 emails are scheduled for ${formatDateTime(sendAt)}: each can be cancelled from the candidate’s profile until then.`,
      ),
    );
    const [sent] = requests('POST', '/api/candidates/bulk');
    expect(sent!.body).toEqual({
      ids: [ann.id, ben.id],
      action: {
        type: 'reject',
        reason: 'Not qualified',
        email: {
          templateId: 'rejection',
          subject: expect.any(String),
          body: expect.stringContaining('{{candidate.first_name}}'),
          sendAt,
        },
      },
    });
  });

  it('offers no email in browser mode, where the mail app writes to one candidate at a time', async () => {
    const { applied } = await hiring();
    const { user } = await startSelecting();
    await user.click(checkbox(applied[0]!));
    await user.click(within(bar()).getByRole('button', { name: 'Reject…' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 1 candidate?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(/No email is sent: your mail app writes to one candidate at a time/),
    ).toBeVisible();
  });

  it('keeps the selection and shows the error when the bulk request is refused, and says it is working when slow', async () => {
    const { applied } = await hiring();
    const [ann, ben] = applied as [Candidate, Candidate];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { requests } = interceptApi(async ({ method, url }) => {
      if (method !== 'POST' || url.pathname !== '/api/candidates/bulk') return undefined;
      await held;
      return apiError(400, 'No candidate has the id 999. Nothing was changed.', 'invalid');
    });
    const { user } = await startSelecting();
    await user.click(checkbox(ann));
    await user.click(checkbox(ben));
    await user.selectOptions(within(bar()).getByRole('combobox', { name: 'Move to' }), 'Offer');
    await user.click(within(bar()).getByRole('button', { name: 'Move' }));

    // Busy at once; "Working…" only once a second has gone by.
    expect(bar()).toHaveAttribute('aria-busy', 'true');
    expect(within(bar()).getByRole('button', { name: 'Moving…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(bar()).getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(within(bar()).getByRole('status')).toHaveTextContent('Working…'), {
      timeout: 3000,
    });
    release();

    expect(await within(bar()).findByRole('alert')).toHaveTextContent(
      'Could not move 2 candidates to Offer. No candidate has the id 999. Nothing was changed.',
    );
    expect(bar()).not.toHaveAttribute('aria-busy');
    expect(within(bar()).getByRole('status')).toHaveTextContent('');
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    expect(checkbox(ann)).toBeChecked();
    expect(checkbox(ben)).toBeChecked();
    expect(within(column('applied')).getByText(ann.email)).toBeInTheDocument();
    expect(requests('POST', '/api/candidates/bulk')).toHaveLength(1);
    expect((await candidateById(ann.id)).stage).toBe('applied');
  });

  it('keeps the dialog open with the error when a rejection is refused', async () => {
    const { applied } = await hiring();
    const [ann] = applied as [Candidate];
    interceptApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/candidates/bulk'
        ? apiError(503, 'The server is unavailable.')
        : undefined,
    );
    const { user } = await startSelecting();
    await user.click(checkbox(ann));
    await user.click(within(bar()).getByRole('button', { name: 'Reject…' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 1 candidate?' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      await within(dialog).findByRole('option', { name: 'Not qualified' }),
    );
    const submit = within(dialog).getByRole('button', { name: 'Reject 1 candidate' });
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not reject 1 candidate. The server is unavailable.',
    );
    expect(submit).toHaveFocus();
    expect(checkbox(ann)).toBeChecked();
    expect((await candidateById(ann.id)).stage).toBe('applied');
  });

  it('asks for a stage before moving, and sends nothing until one is chosen', async () => {
    const { applied } = await hiring();
    const { requests } = interceptApi();
    const { user } = await startSelecting();
    await user.click(checkbox(applied[0]!));
    await user.click(within(bar()).getByRole('button', { name: 'Move' }));
    expect(within(bar()).getByRole('alert')).toHaveTextContent('Choose a stage to move them to.');
    expect(within(bar()).getByRole('combobox', { name: 'Move to' })).toHaveFocus();
    expect(requests('POST', '/api/candidates/bulk')).toHaveLength(0);
  });

  it('starts the selection again when the filters change', async () => {
    const { applied } = await hiring();
    const { user } = await startSelecting();
    await user.click(checkbox(applied[0]!));
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'ann');
    await waitFor(() => expect(within(bar()).getByText('0 selected')).toBeInTheDocument());
  });

  it('adds a tag to the selected candidates with one request, and the cards show it', async () => {
    const { applied } = await hiring();
    const [ann, ben, cid] = applied as [Candidate, Candidate, Candidate];
    await api('PATCH', `/candidates/${ben.id}`, { tags: ['referral'] });
    const { requests } = interceptApi();
    const { user } = await startSelecting();
    await user.click(checkbox(ann));
    await user.click(checkbox(ben));
    const open = within(bar()).getByRole('button', { name: 'Tag…' });
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Tag 2 candidates' });
    const tag = within(dialog).getByRole('textbox', { name: 'Tag' });
    expect(tag).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Add a tag' })).toBeChecked();
    // Nothing is sent without a tag.
    await user.click(within(dialog).getByRole('button', { name: 'Add tag to 2 candidates' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Type a tag.');
    expect(tag).toHaveFocus();
    expect(requests('POST', '/api/candidates/bulk')).toHaveLength(0);

    await user.type(tag, ' Referral {Enter}');
    await waitFor(() =>
      expect(within(bar()).getByRole('status')).toHaveTextContent(
        'Tagged 1 candidate. 1 already had it.',
      ),
    );
    expect(requests('POST', '/api/candidates/bulk').map((request) => request.body)).toEqual([
      { ids: [ann.id, ben.id], action: { type: 'tag', add: ['Referral'] } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(bar()).getByText('0 selected')).toBeInTheDocument();
    expect(open).toHaveFocus();

    // The board is fetched again, like after a move: Ann's card has the tag.
    const annCard = (await screen.findByText(ann.email)).closest('li')!;
    await waitFor(() =>
      expect(within(annCard).getByRole('list', { name: 'Tags' })).toHaveTextContent('Referral'),
    );
    expect((await candidateById(ann.id)).tags).toEqual(['Referral']);
    expect((await candidateById(ben.id)).tags).toEqual(['referral']);
    expect((await candidateById(cid.id)).tags).toEqual([]);
  });

  it('removes a tag from the selected candidates, ignoring its case', async () => {
    const { applied } = await hiring();
    const [ann, ben] = applied as [Candidate, Candidate];
    await api('PATCH', `/candidates/${ann.id}`, { tags: ['Referral', 'Python'] });
    const { requests } = interceptApi();
    const { user } = await startSelecting();
    await user.click(checkbox(ann));
    await user.click(checkbox(ben));
    await user.click(within(bar()).getByRole('button', { name: 'Tag…' }));
    const dialog = screen.getByRole('dialog', { name: 'Tag 2 candidates' });
    await user.click(within(dialog).getByRole('radio', { name: 'Remove a tag' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'referral');
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag from 2 candidates' }));

    await waitFor(() =>
      expect(within(bar()).getByRole('status')).toHaveTextContent(
        'Removed the tag from 1 candidate. 1 did not have it.',
      ),
    );
    expect(requests('POST', '/api/candidates/bulk').map((request) => request.body)).toEqual([
      { ids: [ann.id, ben.id], action: { type: 'tag', remove: ['referral'] } },
    ]);
    const annCard = screen.getByText(ann.email).closest('li')!;
    await waitFor(() =>
      expect(within(annCard).getByRole('list', { name: 'Tags' })).toHaveTextContent(/^Python$/),
    );
    expect((await candidateById(ann.id)).tags).toEqual(['Python']);
  });

  it('keeps the dialog open with the error, and the selection, when tagging is refused', async () => {
    const { applied } = await hiring();
    const [ann, ben] = applied as [Candidate, Candidate];
    const twenty = Array.from({ length: 20 }, (_, i) => `Tag ${i + 1}`);
    await api('PATCH', `/candidates/${ann.id}`, { tags: twenty });
    const { user } = await startSelecting();
    await user.click(checkbox(ann));
    await user.click(checkbox(ben));
    const open = within(bar()).getByRole('button', { name: 'Tag…' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Tag 2 candidates' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'One more');
    const send = within(dialog).getByRole('button', { name: 'Add tag to 2 candidates' });
    await user.click(send);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not tag 2 candidates. Ann Able would have more than 20 tags. Nothing was changed.',
    );
    expect(send).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    expect(checkbox(ann)).toBeChecked();
    expect((await candidateById(ben.id)).tags).toEqual([]);
  });

  it('offers no Select to an interviewer (team mode), and still the export', async () => {
    await hiring();
    await openBoard('/candidates', { session: teamSession('interviewer') });
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});

describe('Export CSV on the board', () => {
  it('downloads the candidates of the board’s job filter and search', async () => {
    const { jobId } = await hiring();
    const saved = watchDownloads();
    const { requests } = interceptApi();
    const { user } = await openBoard(`/candidates?job=${jobId}&q=%20ann%20`);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = requests('GET', '/api/candidates/export.csv');
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({
      jobId: String(jobId),
      search: 'ann',
    });
    expect(saved[0]!.name).toBe('talentflow-candidates.csv');
    const text = await saved[0]!.blob.text();
    expect(text).toContain('Ann Able');
    expect(text).not.toContain('Ben Best');
  });

  it('says why when the export is refused, and saves nothing', async () => {
    await hiring();
    const saved = watchDownloads();
    interceptApi(({ url }) =>
      url.pathname === '/api/candidates/export.csv'
        ? apiError(503, 'The server is unavailable.')
        : undefined,
    );
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Could not export the candidates: The server is unavailable.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
