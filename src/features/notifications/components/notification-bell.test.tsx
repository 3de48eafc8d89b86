import { screen, waitFor, within } from '@testing-library/react';
import { interceptApi, publishedAnswer } from '@/test/api';
import { renderRoute, teamSession } from '@/test/render';

/** Team mode's bell over a faked notifications API (the rest of the app is the real API). */
function fakeBell() {
  const state = {
    notifications: [
      {
        id: 2,
        kind: 'mention',
        title: 'Rita Recruiter mentioned you on <b>Cara</b>',
        link: '/candidates/1',
        createdAt: '2026-11-26T09:00:00.000Z',
        readAt: null as string | null,
      },
      {
        id: 1,
        kind: 'interview',
        title: 'You interview Cara Candidate: Technical interview',
        link: '/interviews',
        createdAt: '2026-11-25T09:00:00.000Z',
        readAt: '2026-11-25T10:00:00.000Z' as string | null,
      },
    ],
  };
  const unread = () => state.notifications.filter((n) => n.readAt === null).length;
  const watch = interceptApi(({ method, url, body }) => {
    if (url.pathname === '/api/notifications' && method === 'GET')
      return publishedAnswer('GET /api/notifications', {
        notifications: state.notifications,
        unread: unread(),
      });
    if (url.pathname === '/api/notifications/read' && method === 'POST') {
      const { ids, all } = body as { ids?: number[]; all?: true };
      for (const n of state.notifications)
        if (all || ids?.includes(n.id)) n.readAt ??= '2026-11-26T09:30:00.000Z';
      return publishedAnswer('POST /api/notifications/read', { unread: unread() });
    }
    return undefined;
  });
  return { state, ...watch };
}

describe('the notification bell', () => {
  it('shows the unread count, lists the notifications as text, and marks all read', async () => {
    const fake = fakeBell();
    const { user } = renderRoute('/', { session: teamSession('admin') });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(panel).toHaveFocus());
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Rita Recruiter mentioned you on <b>Cara</b>');
    expect(links[0]).toHaveTextContent('Unread:');
    expect(links[0]).toHaveAttribute('href', '/candidates/1');
    // When, as every screen shows a time.
    expect(links[0]).toHaveTextContent(new Date('2026-11-26T09:00:00.000Z').toLocaleString());
    expect(panel.querySelector('b')).toBeNull();
    // Escape from inside the list closes it too.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(fake.requests('POST', '/api/notifications/read')[0]!.body).toEqual({ all: true });
    // Escape closes the list and gives focus back to the bell.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('follows a notification to its place and marks it read', async () => {
    const fake = fakeBell();
    const { user, router } = renderRoute('/', { session: teamSession('admin') });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(screen.getByRole('link', { name: /Rita Recruiter mentioned you/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidates/1'));
    expect(fake.requests('POST', '/api/notifications/read')[0]!.body).toEqual({ ids: [2] });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('is not there in browser mode', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs Dashboard - Test' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
