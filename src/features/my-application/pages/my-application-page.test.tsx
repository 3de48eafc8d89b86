import { screen, waitFor, within } from '@testing-library/react';
import { api, apiError, interceptApi } from '@/test/api';
import { jobWithAssessment } from '@/test/builders';
import { renderRoute } from '@/test/render';
import { watchDownloads } from '@/test/downloads';

/**
 * The applicant's private status page: where the application stands in their words, a copy of
 * what they sent, and withdrawal, asked once more. Public: the link's token is the key.
 */

const UNAVAILABLE = 'The server is unavailable. Try again in a moment.';

/** An application through the API, as the form sends it: its candidate and its page's path. */
async function apply(title = 'Harbour Pilot', name = 'Ann Applicant') {
  const job = await jobWithAssessment(undefined, { title });
  const { status, body } = await api('POST', `/assessments/${job.id}/submit`, {
    name,
    email: 'ann@example.com',
    answers: { q1: 'I like boats.' },
  });
  expect(status).toBe(201);
  const path = new URL(body.statusUrl as string).pathname;
  return { jobId: job.id, candidateId: body.candidate.id as number, path };
}

async function open(path: string, options?: Parameters<typeof renderRoute>[1]) {
  const view = renderRoute(path, options);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const statusLine = () => screen.getByText(/^Status:/);

describe('the status page', () => {
  it('shows the job, the day they applied and the status in their words, and nothing internal', async () => {
    const { candidateId, path } = await apply();
    await api('POST', `/candidates/${candidateId}/notes`, { text: 'Secret opinion' });
    const { unmount } = await open(path);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your application for Harbour Pilot' }),
    ).toBeVisible();
    expect(screen.getByText(/^Applied on/)).toBeVisible();
    const applied = screen.getByText(/^Applied on/).querySelector('time')!;
    expect(applied.dateTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The day in words, in the applicant's own language.
    expect(applied).toHaveTextContent(
      new Date(applied.dateTime).toLocaleDateString(undefined, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
    );
    expect(statusLine()).toHaveTextContent('Status: Received');
    expect(screen.getByText('We have your application.')).toBeVisible();
    expect(document.title).toBe('Your application · TalentFlow');
    // The public layout: no recruiter navigation.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    unmount();

    for (const [stage, label, sentence] of [
      ['screen', 'In review', 'The team is reviewing your application.'],
      ['offer', 'In review', 'The team is reviewing your application.'],
      ['rejected', 'Closed', 'This application is closed.'],
      ['hired', 'Hired', 'Congratulations: you were hired.'],
    ] as const) {
      expect((await api('PATCH', `/candidates/${candidateId}`, { stage })).status).toBe(200);
      const view = await open(path);
      expect(statusLine()).toHaveTextContent(`Status: ${label}`);
      expect(screen.getByText(sentence)).toBeVisible();
      const main = screen.getByRole('main');
      expect(main).not.toHaveTextContent(/Secret|screen|offer|rejected|Ann Applicant|ann@/i);
      view.unmount();
    }
  });

  it('says when the link opens no application', async () => {
    await open(`/my-application/${'x'.repeat(43)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Application not found' })).toBeVisible();
    expect(
      screen.getByText('This link does not open an application. It may have been erased.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Withdraw|Erase/ })).not.toBeInTheDocument();
  });

  it('says why it could not load, and loads on Try again', async () => {
    const { path } = await apply();
    let failing = true;
    interceptApi((request) =>
      failing && request.url.pathname === `/api${path}`
        ? apiError(503, UNAVAILABLE, 'unavailable')
        : undefined,
    );
    const { user } = await open(path);
    expect(screen.getByText(`Could not load your application: ${UNAVAILABLE}`)).toHaveAttribute(
      'role',
      'alert',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your application for Harbour Pilot' }),
    ).toBeVisible();
  });

  it('opens on a team server without signing in', async () => {
    const { path } = await apply();
    const watch = interceptApi();
    await open(path, { session: { mode: 'team', user: null } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your application for Harbour Pilot' }),
    ).toBeVisible();
    expect(watch.seen.map((r) => r.url.pathname)).toEqual([`/api${path}`]);
  });
});

describe('downloading my data', () => {
  it('saves what the applicant sent as my-application.json', async () => {
    const { path } = await apply();
    const saved = watchDownloads();
    const watch = interceptApi();
    const { user } = await open(path);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['my-application.json']));
    expect(watch.requests('GET', `/api${path}/data`)).toHaveLength(1);
    const data = JSON.parse(await saved[0]!.blob.text());
    expect(data).toMatchObject({
      name: 'Ann Applicant',
      email: 'ann@example.com',
      job: { title: 'Harbour Pilot' },
      applications: [{ answers: [{ question: 'Why us?', answer: 'I like boats.' }] }],
    });
  });

  it('says why the download failed, saves nothing, and stays usable', async () => {
    const { path } = await apply();
    const saved = watchDownloads();
    let failing = true;
    interceptApi((request) =>
      failing && request.url.pathname === `/api${path}/data`
        ? apiError(503, UNAVAILABLE, 'unavailable')
        : undefined,
    );
    const { user } = await open(path);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(`Could not download your data: ${UNAVAILABLE}`)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(saved).toEqual([]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByText(/Could not download/)).not.toBeInTheDocument();
  });
});

describe('withdrawing', () => {
  it('asks once more, then withdraws: the status says so, the team keeps the record, erasing stays', async () => {
    const { path, candidateId } = await apply();
    const watch = interceptApi();
    const { user } = await open(path);
    const withdraw = screen.getByRole('button', { name: 'Withdraw my application' });

    // Cancel: nothing is sent, focus returns to the button.
    await user.click(withdraw);
    let dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    expect(
      within(dialog).getByText(
        'The team stops considering you and cancels any interviews still to come. What you sent stays with the team until you erase it.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(withdraw).toHaveFocus();
    expect(watch.writes()).toEqual([]);

    await user.click(withdraw);
    dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    const sentence = await screen.findByText(
      'You withdrew this application. The team keeps its record unless you erase it.',
    );
    await waitFor(() => expect(sentence).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Status: Withdrawn');
    expect(
      screen.queryByRole('button', { name: 'Withdraw my application' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erase my application and data' })).toBeVisible();
    expect(watch.writes().map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', `/api${path}/withdraw`, { confirm: true }],
    ]);
    expect((await api('GET', `/candidates/${candidateId}`)).body).toMatchObject({
      stage: 'rejected',
      withdrawnAt: expect.any(String),
    });
  });

  it('says why withdrawing failed, keeps the dialog and the application, and can try again', async () => {
    const { path, candidateId } = await apply();
    let failing = true;
    interceptApi((request) =>
      failing && request.url.pathname === `/api${path}/withdraw`
        ? apiError(503, UNAVAILABLE, 'unavailable')
        : undefined,
    );
    const { user } = await open(path);
    await user.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Could not withdraw: ${UNAVAILABLE}`,
    );
    expect((await api('GET', `/candidates/${candidateId}`)).body.stage).toBe('applied');

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Status: Withdrawn'));
  });

  it('offers no withdrawal once the team closed the application, only erasure', async () => {
    const { path, candidateId } = await apply();
    await api('POST', `/candidates/${candidateId}/reject`, { reason: 'Other' });
    await open(path);
    expect(statusLine()).toHaveTextContent('Status: Closed');
    expect(
      screen.queryByRole('button', { name: 'Withdraw my application' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erase my application and data' })).toBeVisible();
  });
});

describe('erasing', () => {
  it('asks once more, then erases everything and says so', async () => {
    const { path } = await apply();
    const watch = interceptApi();
    const { user } = await open(path);
    await user.click(screen.getByRole('button', { name: 'Erase my application and data' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase your application?' });
    expect(
      within(dialog).getByText(
        'This erases your application and everything you sent, and this link stops working. It cannot be undone.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, erase everything' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Application erased' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Your application and everything you sent were erased.')).toBeVisible();
    expect(watch.writes().map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', `/api${path}/erase`, { confirm: true }],
    ]);
    // Nothing asks for the erased application again.
    expect(watch.requests('GET', `/api${path}`)).toHaveLength(1);
    expect((await api('GET', path)).status).toBe(404);
    expect((await api('GET', '/candidates?search=ann')).body.totalCount).toBe(0);
  });

  it('says the link opens nothing when the application was erased elsewhere meanwhile', async () => {
    const { path } = await apply();
    // Erased in another browser after this page loaded: the API no longer knows the link.
    interceptApi((request) =>
      request.url.pathname === `/api${path}/withdraw`
        ? apiError(404, 'This link does not open an application.', 'not_found')
        : undefined,
    );
    const { user } = await open(path);
    await user.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application not found' }),
    ).toBeVisible();
    expect(
      screen.getByText('This link does not open an application. It may have been erased.'),
    ).toBeVisible();
  });
});
