import { screen, waitFor, within } from '@testing-library/react';
import { CHANGE_CHANNEL, onRemoteChange, THIS_TAB, type ChangeMessage } from '@/api/change-feed';
import { api, interceptApi } from '@/test/api';
import { renderRoute } from '@/test/render';
import { seedSample } from '@/test/seed';

/** Every open page hears of each committed write, and refreshes what it shows, except its own. */

/** The next message the feed delivers, heard the way any page hears it. */
function nextChange(): Promise<ChangeMessage> {
  const channel = new BroadcastChannel(CHANGE_CHANNEL);
  return new Promise((resolve) => {
    channel.onmessage = (event: MessageEvent<ChangeMessage>) => {
      channel.close();
      // Let every other listener of the same message run, and what it starts, before answering.
      setTimeout(() => resolve(event.data), 50);
    };
  });
}

describe('onRemoteChange', () => {
  it('passes on other tabs’ writes and drops this tab’s own', async () => {
    const heard: ChangeMessage[] = [];
    const stop = onRemoteChange((message) => heard.push(message));
    const sender = new BroadcastChannel(CHANGE_CHANNEL);
    sender.postMessage({ method: 'POST', path: '/api/jobs', tab: THIS_TAB });
    sender.postMessage({ method: 'PATCH', path: '/api/jobs/1', tab: 'another-tab' });
    sender.postMessage({ method: 'PUT', path: '/api/jobs/1/assessment' });
    await waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { method: 'PATCH', path: '/api/jobs/1', tab: 'another-tab' },
      { method: 'PUT', path: '/api/jobs/1/assessment' },
    ]);
    stop();
    sender.close();
  });
});

describe('a screen and the change feed', () => {
  it('shows a change written elsewhere without a reload', async () => {
    await seedSample();
    renderRoute('/');
    const [first] = await screen.findAllByRole('article');
    const title = within(first!).getByRole('heading').textContent!;
    const { body: jobs } = await api('GET', '/jobs?pageSize=1');
    expect(jobs.jobs[0].title).toBe(title);
    const wasActive = jobs.jobs[0].status === 'active';
    // Another tab (no tab id of ours) archives or restores the first job.
    await api('PATCH', `/jobs/${jobs.jobs[0].id}`, { status: wasActive ? 'archived' : 'active' });
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('article')[0]!).getByRole('button', {
          name: wasActive ? 'Unarchive' : 'Archive',
        }),
      ).toBeInTheDocument(),
    );
  });

  it('does not fetch everything again after its own write', async () => {
    await seedSample();
    const { body } = await api('GET', '/candidates?stage=applied&pageSize=1');
    const { name } = body.candidates[0];
    const { user } = renderRoute('/candidates');
    const applied = await screen.findByRole('region', { name: /^Applied:/ });
    const move = await within(applied).findByRole('button', {
      name: `Move ${name} to another stage`,
    });
    const watch = interceptApi();
    const delivered = nextChange();
    await user.click(move);
    await user.click(screen.getByRole('menuitem', { name: 'Screen' }));
    const change = await delivered;
    expect(change).toMatchObject({ method: 'PATCH', tab: THIS_TAB });
    await waitFor(() =>
      expect(watch.requests('GET', '/api/candidates/stage-counts').length).toBeGreaterThan(0),
    );
    // A saved move refetches the counts only: the columns already show what the server holds.
    expect(watch.requests('GET', '/api/candidates')).toEqual([]);
  });
});
