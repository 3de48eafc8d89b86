import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '@/api/types';
import { SessionProvider } from '@/lib/session';
import { AppProviders, createQueryClient, teamSession } from '@/test/render';
import { fakeEmails, outboxEmail } from '../test/fake-emails';
import { EMAIL_ADMINS_ONLY, EmailPage } from './email-page';

/** The page alone at /email (its route is the app's to wire), signed in to a team server. */
function openEmailPage(path = '/email', role: Role = 'admin') {
  const router = createMemoryRouter([{ path: '/email', element: <EmailPage /> }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  render(
    <AppProviders client={createQueryClient()}>
      <SessionProvider session={teamSession(role)}>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>,
  );
  return { router, user };
}

const messagesTable = () => screen.findByRole('table', { name: 'Messages' });

const rowOf = (table: HTMLElement, to: string) =>
  within(table).getByRole('rowheader', { name: to }).closest('tr') as HTMLElement;

const NIA_FAILED = outboxEmail(7, {
  kind: 'password-reset',
  to: 'nia@example.com',
  subject: 'Reset your TalentFlow password',
  state: 'failed',
  attempts: 12,
  lastError: '550 5.1.1 <nia@example.com>: Recipient address rejected',
  sentAt: null,
});

describe('email page', () => {
  it('says email is not set up, with the number of messages waiting', async () => {
    fakeEmails(
      [
        outboxEmail(1, { state: 'waiting', sentAt: null, attempts: 0 }),
        outboxEmail(2, { state: 'waiting', sentAt: null, attempts: 0, kind: 'mention' }),
        outboxEmail(3, { state: 'waiting', sentAt: null, attempts: 0, kind: 'test' }),
      ],
      { configured: false },
    );
    openEmailPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Email' })).toBeInTheDocument();
    expect(document.title).toBe('Email · TalentFlow');

    const notice = (await screen.findByText('Email is not set up on this server.')).closest(
      '[role="status"]',
    );
    expect(notice).toHaveTextContent(/^Email is not set up/);
    expect(notice).toHaveTextContent('will be sent once SMTP_URL is set');
    expect(notice).toHaveTextContent('3 messages waiting.');

    const table = await messagesTable();
    const row = rowOf(table, 'person2@example.com');
    expect(within(row).getByText('Mention')).toBeInTheDocument();
    expect(within(row).getByText('Waiting: email is not set up')).toBeInTheDocument();
    expect(within(row).getByText('Not sent')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no notice once email is set up, and the counts of every state', async () => {
    fakeEmails([
      outboxEmail(1),
      outboxEmail(2),
      outboxEmail(3, { state: 'queued', sentAt: null }),
      NIA_FAILED,
    ]);
    openEmailPage();
    const table = await messagesTable();
    expect(screen.queryByText(/Email is not set up/)).not.toBeInTheDocument();

    const counts = screen.getByText('Sent', { selector: 'dt' }).closest('dl') as HTMLElement;
    const count = (name: string) =>
      within(counts).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(count('Waiting')).toHaveTextContent('0');
    expect(count('Sending')).toHaveTextContent('1');
    expect(count('Sent')).toHaveTextContent('2');
    expect(count('Failed')).toHaveTextContent('1');

    const sent = rowOf(table, 'person1@example.com');
    expect(within(sent).getByText('Invitation')).toBeInTheDocument();
    expect(within(sent).getByText('You are invited to TalentFlow')).toBeInTheDocument();
    const [createdAt, sentAt] = within(sent).getAllByText(
      (_text, element) => element?.tagName === 'TIME',
    );
    expect(createdAt).toHaveAttribute('datetime', '2030-03-01T09:00:00.000Z');
    expect(createdAt).toHaveTextContent(new Date('2030-03-01T09:00:00.000Z').toLocaleString());
    expect(sentAt).toHaveAttribute('datetime', '2030-03-01T09:00:05.000Z');
    expect(sentAt).toHaveTextContent(new Date('2030-03-01T09:00:05.000Z').toLocaleString());
    expect(within(rowOf(table, 'person3@example.com')).getByText('Sending')).toBeInTheDocument();
  });

  it('shows a failed message’s last answer, and Send again queues it again', async () => {
    const fake = fakeEmails([outboxEmail(1), NIA_FAILED]);
    const { user } = openEmailPage();
    const table = await messagesTable();
    const row = rowOf(table, 'nia@example.com');
    expect(within(row).getByText('Password reset')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(row).toHaveTextContent(
      'Mail server’s last answer: 550 5.1.1 <nia@example.com>: Recipient address rejected',
    );
    // Nothing else can be sent again.
    expect(within(rowOf(table, 'person1@example.com')).queryByRole('button')).toBeNull();

    const lists = fake.requests('GET', '/api/emails').length;
    await user.click(within(row).getByRole('button', { name: 'Send again to nia@example.com' }));

    expect(await screen.findByText('Queued again.')).toHaveAttribute('role', 'status');
    expect(fake.requests('POST', '/api/emails/7/retry')).toHaveLength(1);
    expect(fake.writes()).toHaveLength(1);
    await waitFor(() => expect(fake.requests('GET', '/api/emails').length).toBeGreaterThan(lists));
    const queued = rowOf(await messagesTable(), 'nia@example.com');
    expect(within(queued).getByText('Sending')).toBeInTheDocument();
    expect(within(queued).queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves the Failed list once sent again, and the status stays', async () => {
    const fake = fakeEmails([outboxEmail(1), NIA_FAILED]);
    const { user } = openEmailPage('/email?state=failed');
    const table = await messagesTable();
    await user.click(
      within(rowOf(table, 'nia@example.com')).getByRole('button', {
        name: 'Send again to nia@example.com',
      }),
    );
    expect(await screen.findByText('No messages failed.')).toBeInTheDocument();
    expect(screen.getByText('Queued again.')).toBeInTheDocument();
    expect(fake.requests('POST', '/api/emails/7/retry')).toHaveLength(1);
  });

  it('shows the server’s refusal and keeps the row', async () => {
    const fake = fakeEmails([NIA_FAILED]);
    fake.state.refuse = 'Only a failed email can be sent again; this one is queued.';
    const { user } = openEmailPage();
    const row = rowOf(await messagesTable(), 'nia@example.com');
    await user.click(within(row).getByRole('button', { name: 'Send again to nia@example.com' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Could not send it again: Only a failed email can be sent again; this one is queued.',
    );
    expect(screen.queryByText('Queued again.')).not.toBeInTheDocument();
    expect(rowOf(screen.getByRole('table', { name: 'Messages' }), 'nia@example.com')).toBe(row);
    expect(
      within(row).getByRole('button', { name: 'Send again to nia@example.com' }),
    ).toBeEnabled();
  });

  it('filters by state, kept in the address', async () => {
    const fake = fakeEmails([outboxEmail(1), NIA_FAILED]);
    const { user, router } = openEmailPage();
    await messagesTable();
    expect(fake.requests('GET', '/api/emails')[0]!.url.searchParams.has('state')).toBe(false);

    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Waiting', 'Sending', 'Scheduled', 'Sent', 'Failed', 'Cancelled']);
    await user.selectOptions(show, 'Failed');

    await waitFor(() => expect(router.state.location.search).toBe('?state=failed'));
    await waitFor(() =>
      expect(fake.requests('GET', '/api/emails').at(-1)!.url.searchParams.get('state')).toBe(
        'failed',
      ),
    );
    const table = await messagesTable();
    await waitFor(() =>
      expect(within(table).queryByText('person1@example.com')).not.toBeInTheDocument(),
    );
    expect(within(table).getByText('nia@example.com')).toBeInTheDocument();

    await user.selectOptions(show, 'All');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens on the filter of the address', async () => {
    const fake = fakeEmails([outboxEmail(1), NIA_FAILED]);
    openEmailPage('/email?state=sent');
    const table = await messagesTable();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('sent');
    expect(fake.requests('GET', '/api/emails')[0]!.url.searchParams.get('state')).toBe('sent');
    expect(within(table).getByText('person1@example.com')).toBeInTheDocument();
  });

  it('loads the older messages with Load more', async () => {
    const fake = fakeEmails([outboxEmail(1), outboxEmail(2), outboxEmail(3)], { pageSize: 2 });
    const { user } = openEmailPage();
    const table = await messagesTable();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['person3@example.com', 'person2@example.com']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(table).findByText('person1@example.com')).toBeInTheDocument();
    expect(fake.requests('GET', '/api/emails').at(-1)!.url.searchParams.get('before')).toBe('2');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error with Try again', async () => {
    const fake = fakeEmails([outboxEmail(1)]);
    fake.state.unavailable = 'The server is unavailable. Try again in a moment.';
    const { user } = openEmailPage();
    expect(screen.getByText('Loading messages…')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByText(
        'Could not load the messages: The server is unavailable. Try again in a moment.',
      ),
    ).toHaveAttribute('role', 'alert');
    fake.state.unavailable = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await messagesTable()).findByText('person1@example.com')).toBeVisible();
  });

  it('tells a member who is not an admin that the email is for admins, and fetches nothing', async () => {
    const fake = fakeEmails([NIA_FAILED]);
    openEmailPage('/email', 'recruiter');
    expect(await screen.findByText(EMAIL_ADMINS_ONLY)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fake.requests('GET', '/api/emails')).toEqual([]);
  });
});
