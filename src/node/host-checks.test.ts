// @vitest-environment node
import { Hono } from 'hono';
import { configFromEnv } from './config';
import { allowedHosts, hostCheck, securityHeaders } from './host-checks';

/** The Node host's own checks: which host names it answers for, and the headers it adds. */

function hostApp(env: Record<string, string>) {
  const app = new Hono();
  app.use('*', hostCheck(allowedHosts(configFromEnv(env))));
  app.get('*', (c) => c.text('ok'));
  return async (host: string, path = '/candidates') =>
    (await app.request(path, { headers: { Host: host } })).status;
}

describe('host names', () => {
  it('on this machine only, answers its own names and refuses another (DNS rebinding)', async () => {
    const status = hostApp({});
    expect(await status('127.0.0.1:3000')).toBe(200);
    expect(await status('localhost:3000')).toBe(200);
    expect(await status('[::1]:3000')).toBe(200);
    expect(await status('evil.example:3000')).toBe(421);
  });

  it('with PUBLIC_URL, answers its name, ALLOWED_HOSTS and this machine, and health whatever the name', async () => {
    const status = hostApp({
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://jobs.example.com',
      ALLOWED_HOSTS: 'talentflow.internal, 10.0.0.5',
    });
    expect(await status('jobs.example.com')).toBe(200);
    expect(await status('JOBS.example.com:443')).toBe(200);
    expect(await status('talentflow.internal:3000')).toBe(200);
    expect(await status('10.0.0.5:3000')).toBe(200);
    expect(await status('localhost:3000')).toBe(200);
    expect(await status('rebound.example.com')).toBe(421);
    expect(await status('10.0.0.9:3000', '/api/health')).toBe(200);
  });

  it('listening beyond this machine with no names given, cannot know them and answers any', async () => {
    expect(await hostApp({ HOST: '0.0.0.0' })('192.168.1.20:3000')).toBe(200);
  });
});

describe('the first admin’s setup token', () => {
  it('is needed when the server listens beyond this machine, never on loopback', () => {
    expect(configFromEnv({}).setupToken).toBeUndefined();
    expect(configFromEnv({ HOST: 'localhost' }).setupToken).toBeUndefined();
    const made = configFromEnv({ HOST: '0.0.0.0' }).setupToken;
    expect(made).toMatch(/^[\w-]{32}$/);
    expect(configFromEnv({ HOST: '0.0.0.0' }).setupToken).not.toBe(made);
    expect(
      configFromEnv({ HOST: '0.0.0.0', TALENTFLOW_SETUP_TOKEN: 'from-the-operator' }).setupToken,
    ).toBe('from-the-operator');
  });
});

describe('security headers', () => {
  it('add HSTS only when the server is reached over https', () => {
    expect(
      securityHeaders({ publicUrl: 'https://jobs.example.com' })['Strict-Transport-Security'],
    ).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders({ publicUrl: 'http://jobs.example.com' })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(securityHeaders({})).not.toHaveProperty('Strict-Transport-Security');
  });
});
