import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { checkBothWidths, expect, expectAccessible, test } from '../fixtures';
import { useTeamServer } from '../support/team-server';
import { openContext, sessionState } from '../support/team-ui';

/**
 * Integrations on a team server (its own, on the embedded PostgreSQL, empty at the start): the
 * admin makes an API token and a webhook on the Integrations page, each secret shown once; a
 * script holding only the token publishes a job, someone applies, and a small receiver verifies
 * both events' signatures with the endpoint's secret; the page's log shows them delivered.
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/team-integrations-shots';

interface Received {
  type: string;
  data: Record<string, unknown>;
  id: string;
}

// The receiver listens on this machine: a private address, allowed for the test.
const teamServer = useTeamServer({ TALENTFLOW_WEBHOOKS_ALLOW_PRIVATE: '1' });
let receiver: Server | undefined;
let receiverUrl = '';
/** Each delivery as it arrived: its body, headers and whether it verified (once the secret is known). */
const arrivals: Array<{ body: string; headers: Record<string, string> }> = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      arrivals.push({ body, headers: request.headers as Record<string, string> });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/talentflow`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

test('a token and a verified webhook: a script publishes a job, an applicant applies, both events arrive signed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = teamServer.server;
  const { page, errors } = await openContext(browser, sessionState(teamServer.adminCookie));
  await page.goto(`${team.url}/integrations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible({
    timeout: 20_000,
  });

  // An API token for the script: recruiter rights, shown once.
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('Name').fill('Job board sync');
  await tokens.getByLabel('Role').selectOption('recruiter');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  await expect(tokens.getByText('Copy this token now. It will not be shown again.')).toBeVisible();
  const secretField = tokens.getByLabel('New API token');
  await expect(secretField).toBeFocused();
  const token = await secretField.inputValue();
  expect(token).toMatch(/^tf_[A-Za-z0-9_-]{43}$/);
  await tokens.getByRole('button', { name: 'Done' }).click();
  await expect(tokens.getByLabel('New API token')).toHaveCount(0);
  await expect(tokens.getByRole('rowheader', { name: 'Job board sync' })).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  // A webhook for the two events, its secret shown once.
  const form = page.getByRole('form', { name: 'Add a webhook' });
  await form.getByLabel('Endpoint URL').fill(receiverUrl);
  await form.getByRole('checkbox', { name: /application\.received/ }).check();
  await form.getByRole('checkbox', { name: /job\.published/ }).check();
  await form.getByRole('button', { name: 'Add webhook' }).click();
  const signing = page.getByLabel('Signing secret');
  await expect(signing).toBeVisible();
  const secret = await signing.inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expectAccessible(page);
  await checkBothWidths(page, `${SHOTS}/integrations`);

  // The script: only the token and the API.
  const script = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${team.url}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json() };
  };
  const job = await script('POST', '/jobs', { title: 'Harbour Pilot' });
  expect(job.status).toBe(201);
  const applied = await fetch(`${team.url}/api/assessments/${job.body.id}/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: team.url },
    body: JSON.stringify({ name: 'Grace Hopper', email: 'grace@example.com', answers: {} }),
  });
  expect(applied.status).toBe(201);

  // The receiver verifies each delivery with the endpoint's secret.
  await expect.poll(() => arrivals.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const verified: Received[] = arrivals.map(({ body, headers }) => {
    const event = new Webhook(secret).verify(body, headers) as Omit<Received, 'id'>;
    return { ...event, id: headers['webhook-id']! };
  });
  expect(verified.map((event) => event.type).sort()).toEqual([
    'application.received',
    'job.published',
  ]);
  const published = verified.find((event) => event.type === 'job.published')!;
  expect(published.data).toMatchObject({ jobId: job.body.id, title: 'Harbour Pilot' });
  const received = verified.find((event) => event.type === 'application.received')!;
  expect(received.data).toMatchObject({ jobId: job.body.id });
  // Ids only: nothing of the applicant's own words.
  expect(JSON.stringify(received)).not.toContain('Grace');
  expect(JSON.stringify(received)).not.toContain('grace@example.com');

  // The page's log shows both delivered.
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Deliveries' }).click();
  const log = page.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
  await expect(log.getByRole('row', { name: /application\.received.*Delivered/ })).toBeVisible();
  await expect(log.getByRole('row', { name: /job\.published.*Delivered/ })).toBeVisible();
  expect(errors).toEqual([]);
});
