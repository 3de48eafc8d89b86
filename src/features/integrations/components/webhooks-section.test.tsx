import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { AppProviders, createQueryClient } from '@/test/render';
import { WebhooksSection } from './webhooks-section';

/**
 * The webhooks section alone, over a fake of team mode's /api/webhooks (browser mode has no
 * webhooks): adding an endpoint shows its secret once, rotating shows the new one, deleting asks
 * first, and the deliveries log retries a delivery.
 */

function fakeServer() {
  const webhooks: Array<{ id: number; url: string; events: string[]; enabled: boolean }> = [];
  const delivery = {
    id: 7,
    messageId: 'msg_1',
    type: 'application.received',
    state: 'failed',
    attempts: 12,
    lastStatus: 500,
    lastError: 'The endpoint answered 500.',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastAttemptAt: '2026-11-21T10:00:00.000Z',
  };
  const api = interceptApi(({ method, url, body }) => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/webhooks')
      return publishedAnswer('GET /api/webhooks', { webhooks });
    if (method === 'POST' && path === '/api/webhooks') {
      const input = body as { url: string; events: string[] };
      if (!input.url.startsWith('https://'))
        return apiError(400, 'url: must start with https:// (webhooks are sent over HTTPS only).');
      const made = { id: webhooks.length + 1, ...input, enabled: true };
      webhooks.push(made);
      return publishedAnswer('POST /api/webhooks', {
        webhook: made,
        secret: 'whsec_Zmlyc3Qgc2VjcmV0IGZvciB0ZXN0cw==',
      });
    }
    if (method === 'POST' && /\/rotate-secret$/.test(path))
      return publishedAnswer('POST /api/webhooks/:id/rotate-secret', {
        webhook: webhooks[0],
        secret: 'whsec_c2Vjb25kIHNlY3JldCBmb3IgdGVzdHM=',
      });
    if (method === 'DELETE') {
      webhooks.splice(0, 1);
      return new Response(null, { status: 204 });
    }
    if (method === 'GET' && /\/deliveries$/.test(path))
      return publishedAnswer('GET /api/webhooks/:id/deliveries', { deliveries: [delivery] });
    if (method === 'POST' && /\/retry$/.test(path)) return new Response(null, { status: 202 });
    return undefined;
  });
  return { api, webhooks };
}

function renderSection() {
  const user = userEvent.setup();
  render(
    <AppProviders client={createQueryClient()}>
      <WebhooksSection />
    </AppProviders>,
  );
  return user;
}

describe('the webhooks section', () => {
  it('adds an endpoint with its events and shows its secret once', async () => {
    const { api } = fakeServer();
    const user = renderSection();
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Endpoint URL'), 'http://hooks.example.com/in');
    const events = screen.getByRole('group', { name: 'Events' });
    await user.click(within(events).getByRole('checkbox', { name: /application\.received/ }));
    await user.click(within(events).getByRole('checkbox', { name: /candidate\.hired/ }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    // The server's refusal, in its words; nothing is listed.
    expect(await screen.findByText(/must start with https:\/\//)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Endpoint URL'));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/in');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(api.requests('POST', '/api/webhooks').at(-1)!.body).toEqual({
      url: 'https://hooks.example.com/in',
      events: ['application.received', 'candidate.hired'],
    });
    expect(await screen.findByLabelText('Signing secret')).toHaveValue(
      'whsec_Zmlyc3Qgc2VjcmV0IGZvciB0ZXN0cw==',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const item = (await screen.findAllByRole('listitem')).find((li) =>
      li.textContent?.includes('hooks.example.com'),
    )!;
    expect(within(item).getByText('Enabled')).toBeInTheDocument();
    expect(within(item).getByText('application.received, candidate.hired')).toBeInTheDocument();
    // Done: the secret is gone from the page.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();

    // Rotating shows the new secret, once.
    await user.click(within(item).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveValue(
      'whsec_c2Vjb25kIHNlY3JldCBmb3IgdGVzdHM=',
    );
  });

  it('lists deliveries with their status, no retry while turned off; deletes after asking', async () => {
    const { api, webhooks } = fakeServer();
    webhooks.push({
      id: 1,
      url: 'https://hooks.example.com/in',
      events: ['job.published'],
      enabled: false,
    });
    const user = renderSection();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Disabled')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Deliveries' }));
    const table = await within(item).findByRole('table', { name: /Deliveries to/ });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('application.received');
    expect(row).toHaveTextContent('Failed (500)');
    expect(row).toHaveTextContent('12');
    // Its last attempt, as every screen shows a time.
    expect(row).toHaveTextContent(new Date('2026-11-21T10:00:00.000Z').toLocaleString());

    // The endpoint is off: no retry until it is turned on.
    expect(within(row).getByRole('button', { name: /Retry/ })).toBeDisabled();

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('DELETE', '/api/webhooks/1')).toHaveLength(0);
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(api.requests('DELETE', '/api/webhooks/1')).toHaveLength(1);
  });

  it('retries a delivery of an enabled endpoint', async () => {
    const { api, webhooks } = fakeServer();
    webhooks.push({
      id: 1,
      url: 'https://hooks.example.com/in',
      events: ['job.published'],
      enabled: true,
    });
    const user = renderSection();
    const item = await screen.findByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Deliveries' }));
    const table = await within(item).findByRole('table');
    await user.click(within(table).getByRole('button', { name: /Retry/ }));
    expect(api.requests('POST', '/api/webhooks/1/deliveries/7/retry')).toHaveLength(1);
  });
});
