import { AUDIT_ACTIONS } from '@/domain/audit';
import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@/api/types';
import { renderRoute, teamSession } from '@/test/render';
import { auditEvent, by, fakeAudit, OLGA, RITA } from '../test/fake-audit';
import { AUDIT_ADMINS_ONLY } from './audit-page';
import { watchDownloads } from '@/test/downloads';

function openAuditPage(path = '/audit', role: Role = 'admin') {
  return renderRoute(path, { session: teamSession(role) });
}

const eventsTable = () => screen.findByRole('table', { name: 'Events' });

/** Each row's cells as text, the time (its row header) first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const lastQuery = (fake: ReturnType<typeof fakeAudit>) =>
  Object.fromEntries(fake.requests('GET', '/api/audit').at(-1)!.url.searchParams);

// Every screen's date and time, to the second.
const local = (iso: string) => new Date(iso).toLocaleString();

const FAILED = auditEvent(2, {
  at: '2030-03-02T07:30:15.000Z',
  actor: null,
  ip: '198.51.100.4',
  action: 'auth.login_failed',
  target: null,
  detail: { email: 'ada@example.com', reason: 'password' },
});
const ERASED = auditEvent(3, {
  at: '2030-03-03T12:00:00.000Z',
  ...by(RITA),
  action: 'candidate.erased',
  target: 'candidate:42',
  detail: {},
});

describe('audit page', () => {
  it('lists the events newest first, in words, with the exact time kept', async () => {
    fakeAudit([auditEvent(1), FAILED, ERASED]);
    openAuditPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    expect(screen.getByText('Loading the audit log…')).toHaveAttribute('role', 'status');
    const table = await eventsTable();
    expect(document.title).toBe('Audit log · TalentFlow');
    // In the Settings area: its link in the top bar and the area's own Audit link are current.
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Settings',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: 'Settings' })).getByRole('link', {
        name: 'Audit',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Member', 'Action', 'Target', 'Address', 'Detail']);

    expect(rowsOf(table)).toEqual([
      [
        local(ERASED.at),
        'Rita Recruiterrita@example.com',
        'Candidate erased',
        'candidate:42',
        '203.0.113.7',
        '',
      ],
      [
        local(FAILED.at),
        '—Someone not signed in',
        'Sign-in failed',
        '—None',
        '198.51.100.4',
        'email: ada@example.com, reason: password',
      ],
      [
        local('2030-03-01T09:00:00.000Z'),
        'Ada Adminada@example.com',
        'Signed in',
        'member:1',
        '203.0.113.7',
        'twoFactor: no',
      ],
    ]);
    const time = within(table).getByText(local(FAILED.at));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2030-03-02T07:30:15.000Z');
    expect(screen.getByText('Showing 1–3 of 3 events')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Audit log pages, top' })).toHaveTextContent(
      'Page 1 of 1',
    );
    // One page: no second pager at the bottom.
    expect(screen.queryByRole('navigation', { name: 'Audit log pages, bottom' })).toBeNull();
  });

  it('names the API token an event was done with, since no member did it', async () => {
    fakeAudit([
      auditEvent(4, {
        at: '2030-03-04T08:00:00.000Z',
        actor: null,
        ip: '192.0.2.10',
        action: 'candidates.imported',
        target: 'job:1',
        detail: { jobId: 1, created: 2, integration: 'ATS sync', integrationId: 9 },
      }),
    ]);
    openAuditPage();
    const [row] = rowsOf(await eventsTable());
    expect(row?.slice(1, 3)).toEqual(['ATS syncAPI token', 'Candidates imported']);
  });

  it('renders what the log holds as text, never as markup', async () => {
    fakeAudit([
      auditEvent(1, {
        actor: null,
        action: 'auth.login_failed',
        detail: { email: '<img src=x onerror=alert(1)>@example.com', reason: 'password' },
      }),
    ]);
    openAuditPage();
    const table = await eventsTable();
    expect(
      within(table).getByText('email: <img src=x onerror=alert(1)>@example.com, reason: password'),
    ).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
  });

  it('names every action in the Action filter and every member, deactivated ones apart', async () => {
    fakeAudit([auditEvent(1)]);
    openAuditPage();
    await eventsTable();
    const action = screen.getByRole('combobox', { name: 'Action' });
    const actions = within(action)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(actions).toHaveLength(AUDIT_ACTIONS.length + 1);
    expect(actions.slice(0, 3)).toEqual(['Every action', 'Signed in', 'Sign-in failed']);
    expect(actions).toContain('Candidate erased');
    expect(actions.some((label) => label?.includes('.'))).toBe(false);

    const member = screen.getByRole('combobox', { name: 'Member' });
    await within(member).findByRole('option', { name: 'Olga Former' });
    expect(
      within(member)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Ada Admin', 'Rita Recruiter', 'Olga Former']);
    expect(within(member).getByRole('group', { name: 'Deactivated' })).toContainElement(
      within(member).getByRole('option', { name: 'Olga Former' }),
    );
  });

  it('keeps every filter in the address and asks the server for it, from page 1', async () => {
    const fake = fakeAudit([auditEvent(1), FAILED, ERASED, auditEvent(4, by(OLGA))]);
    const { user, router } = openAuditPage('/audit?page=1');
    await eventsTable();
    expect(lastQuery(fake)).toEqual({ page: '1', pageSize: '50' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Sign-in failed');
    await waitFor(() => expect(router.state.location.search).toBe('?action=auth.login_failed'));
    await waitFor(() => expect(lastQuery(fake).action).toBe('auth.login_failed'));
    const table = await eventsTable();
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(within(table).getByText('Sign-in failed')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Every action');
    const member = screen.getByRole('combobox', { name: 'Member' });
    await within(member).findByRole('option', { name: 'Olga Former' });
    await user.selectOptions(member, 'Olga Former');
    await user.type(screen.getByLabelText('From'), '2030-03-01');
    await user.type(screen.getByLabelText('To'), '2030-03-02');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        member: String(OLGA.id),
        from: '2030-03-01',
        to: '2030-03-02',
      }),
    );
    await waitFor(() =>
      expect(lastQuery(fake)).toEqual({
        actorId: String(OLGA.id),
        from: '2030-03-01',
        to: '2030-03-02',
        page: '1',
        pageSize: '50',
      }),
    );
    await waitFor(() =>
      expect(rowsOf(table).map((row) => row[1])).toEqual(['Olga Formerolga@example.com']),
    );

    // Clearing them all goes back to the plain log, and focus to the first filter.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('opens on the view of a shared link', async () => {
    const fake = fakeAudit([auditEvent(1), FAILED, ERASED]);
    openAuditPage(`/audit?action=candidate.erased&member=${RITA.id}&from=2030-03-01&to=2030-03-31`);
    const table = await eventsTable();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('candidate.erased');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Member' })).toHaveValue(String(RITA.id)),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2030-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2030-03-31');
    expect(fake.requests('GET', '/api/audit')).toHaveLength(1);
    expect(lastQuery(fake)).toEqual({
      action: 'candidate.erased',
      actorId: String(RITA.id),
      from: '2030-03-01',
      to: '2030-03-31',
      page: '1',
      pageSize: '50',
    });
    expect(rowsOf(table)).toHaveLength(1);
  });

  it('says a range that ends before it starts, and does not ask for it', async () => {
    const fake = fakeAudit([auditEvent(1, { at: '2030-03-05T10:00:00.000Z' })]);
    const { user, router } = openAuditPage('/audit?from=2030-03-05&to=2030-03-01');
    expect(
      await screen.findByText(
        'The range ends before it starts: choose a To day on or after the From day.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      expect.stringContaining('The range ends before it starts'),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fake.requests('GET', '/api/audit')).toEqual([]);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2030-03-06');
    await eventsTable();
    expect(router.state.location.search).toBe('?from=2030-03-05&to=2030-03-06');
    expect(screen.queryByText(/The range ends before it starts/)).toBeNull();
    expect(
      fake
        .requests('GET', '/api/audit')
        .every((r) => r.url.searchParams.get('from')! <= (r.url.searchParams.get('to') ?? '~')),
    ).toBe(true);
  });

  it('pages through the log with the app’s pager, each page in the address', async () => {
    const fake = fakeAudit(Array.from({ length: 120 }, (_, i) => auditEvent(i + 1)));
    const { user, router } = openAuditPage();
    const table = await eventsTable();
    const top = screen.getByRole('navigation', { name: 'Audit log pages, top' });
    expect(top).toHaveTextContent('Page 1 of 3');
    expect(within(top).getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(rowsOf(table)).toHaveLength(50);

    await user.click(within(top).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Showing 51–100 of 120 events')).toBeInTheDocument();
    expect(lastQuery(fake).page).toBe('2');
    expect(top).toHaveTextContent('Page 2 of 3');

    const bottom = screen.getByRole('navigation', { name: 'Audit log pages, bottom' });
    await user.click(within(bottom).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Showing 101–120 of 120 events')).toBeInTheDocument();
    expect(rowsOf(await eventsTable())).toHaveLength(20);
    expect(within(bottom).getByRole('button', { name: /Next/ })).toBeDisabled();
    // From the bottom, the reader is taken back to the top of the new page.
    expect(screen.getByRole('region', { name: 'Events' })).toHaveFocus();

    // Back returns to the page before.
    await router.navigate(-1);
    expect(await screen.findByText('Showing 51–100 of 120 events')).toBeInTheDocument();

    // A filter starts again from page 1.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Signed in');
    await waitFor(() => expect(router.state.location.search).toBe('?action=auth.login'));
    expect(await screen.findByText('Showing 1–50 of 120 events')).toBeInTheDocument();
  });

  it('shows the last page for a page past the end', async () => {
    fakeAudit([auditEvent(1), auditEvent(2)]);
    const { router } = openAuditPage('/audit?page=7');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Showing 1–2 of 2 events')).toBeInTheDocument();
  });

  it('says when no event matches', async () => {
    fakeAudit([auditEvent(1)]);
    openAuditPage('/audit?action=backup.restored');
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Audit log pages, top' })).toHaveTextContent(
      'Page 1 of 1',
    );
  });

  it('shows an error with Try again when the log cannot be loaded', async () => {
    const fake = fakeAudit([auditEvent(1)]);
    fake.state.unavailable = 'The server is unavailable. Try again in a moment.';
    const { user } = openAuditPage();
    expect(
      await screen.findByText(
        'Could not load the audit log: The server is unavailable. Try again in a moment.',
      ),
    ).toHaveAttribute('role', 'alert');
    fake.state.unavailable = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await eventsTable()).findByText('Signed in')).toBeVisible();
  });

  it('verifies the log and says, politely, that it is intact', async () => {
    const fake = fakeAudit([auditEvent(1), FAILED, ERASED]);
    fake.state.verify = { ok: true, count: 1234 };
    let answer = () => {};
    fake.state.verifyHeld = new Promise<void>((resolve) => (answer = resolve));
    const { user } = openAuditPage();
    await eventsTable();
    const button = screen.getByRole('button', { name: 'Verify the log' });
    await user.click(button);
    expect(await screen.findByText('Checking every event…')).toHaveAttribute('role', 'status');
    expect(button).toHaveTextContent('Verifying…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    answer();
    const result = await screen.findByText('The log is intact: 1234 events checked.');
    expect(result).toHaveAttribute('role', 'status');
    // One check however often it was pressed, and the keyboard's focus stayed on the button.
    expect(fake.requests('GET', '/api/audit/verify')).toHaveLength(1);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/changed behind/)).toBeNull();
  });

  it('raises an alert when the log was changed behind its back', async () => {
    const fake = fakeAudit([auditEvent(1), FAILED, ERASED]);
    fake.state.verify = { ok: false, count: 3, firstBadId: 2 };
    const { user } = openAuditPage();
    await eventsTable();
    await user.click(screen.getByRole('button', { name: 'Verify the log' }));
    expect(
      await screen.findByText(
        'The log was changed behind TalentFlow’s back: event #2 does not match.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/The log is intact/)).toBeNull();
  });

  it('exports the events of the filters shown as CSV', async () => {
    const fake = fakeAudit([auditEvent(1), FAILED, ERASED]);
    const saved = watchDownloads();

    const { user } = openAuditPage('/audit?action=auth.login_failed&from=2030-03-01&page=1');
    await eventsTable();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['talentflow-audit.csv']));
    const request = fake.requests('GET', '/api/audit/export')[0]!;
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      action: 'auth.login_failed',
      from: '2030-03-01',
    });
    expect(await saved[0]!.blob.text()).toBe('id,action\r\n2,auth.login_failed');
  });

  it('says why the export failed, and saves nothing', async () => {
    const fake = fakeAudit([auditEvent(1)]);
    fake.state.exportRefused = 'Only admins can read the audit log.';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    onTestFinished(() => click.mockRestore());
    const { user } = openAuditPage();
    await eventsTable();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Could not export the log: Only admins can read the audit log.'),
    ).toHaveAttribute('role', 'alert');
    expect(click).not.toHaveBeenCalled();
  });

  it('tells a member who is not an admin that the log is for admins, and fetches nothing', async () => {
    const fake = fakeAudit([auditEvent(1)]);
    openAuditPage('/audit', 'recruiter');
    expect(await screen.findByText(AUDIT_ADMINS_ONLY)).toHaveAttribute('role', 'alert');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Audit' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fake.requests('GET', /^\/api\/(audit|users)/)).toEqual([]);
  });
});

describe('the audit page in browser mode', () => {
  it('says where the log lives instead of failing, and is in no menu', async () => {
    renderRoute('/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    expect(screen.getByText(/kept by a team server/)).toBeVisible();
    for (const name of ['Main', 'Settings'])
      expect(
        within(screen.getByRole('navigation', { name })).queryByRole('link', { name: 'Audit' }),
      ).toBeNull();
  });
});
