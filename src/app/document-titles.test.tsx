import { screen, waitFor, within } from '@testing-library/react';
import type { Candidate, Job } from '@/api/types';
import { api, apiError, interceptApi, publishedAnswer } from '@/test/api';
import { renderRoute, teamSession } from '@/test/render';

/** Each screen names the browser tab after itself, so tabs and history entries can be told apart. */

async function job(title: string): Promise<Job> {
  const { status, body } = await api<Job>('POST', '/jobs', { title, tags: [] });
  expect(status).toBe(201);
  return body;
}

async function candidate(name: string, jobId: number): Promise<Candidate> {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  const { status, body } = await api<Candidate>('POST', '/candidates', {
    name,
    email,
    jobId,
    source: 'referral',
  });
  expect(status).toBe(201);
  return body;
}

const titleIs = (title: string) => waitFor(() => expect(document.title).toBe(title));

beforeEach(() => {
  document.title = 'TalentFlow';
});

describe('tab titles', () => {
  it('the board, then a job page reached from it', async () => {
    const designer = await job('Product Designer');
    const { router } = renderRoute('/candidates');
    await screen.findByRole('heading', { level: 1, name: 'Candidates' });
    await titleIs('Candidates · TalentFlow');

    await router.navigate(`/jobs/${designer.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Product Designer' });
    await titleIs('Product Designer · TalentFlow');
  });

  it("a job page says the app's name only until the job has loaded", async () => {
    const designer = await job('Product Designer');
    renderRoute(`/jobs/${designer.id}`);
    await screen.findByText('Loading job details...');
    expect(document.title).toBe('TalentFlow');
    await titleIs('Product Designer · TalentFlow');
  });

  it('the dashboard, the assessment builder and the applicant form', async () => {
    const designer = await job('Product Designer');
    const { router } = renderRoute('/');
    await titleIs('Jobs · TalentFlow');
    await router.navigate(`/jobs/${designer.id}/assessment`);
    await titleIs('Assessment: Product Designer · TalentFlow');
    await router.navigate(`/jobs/${designer.id}/apply`);
    await titleIs('Apply: Product Designer · TalentFlow');
  });

  it("a candidate's profile, the backup screen, the careers page and an unknown address", async () => {
    const designer = await job('Product Designer');
    const ada = await candidate('Ada Lovelace', designer.id);
    const { router } = renderRoute(`/candidates/${ada.id}`);
    await titleIs('Ada Lovelace · TalentFlow');
    await router.navigate('/backup');
    await titleIs('Backup · TalentFlow');
    await router.navigate('/careers');
    await titleIs('Careers · TalentFlow');
    await router.navigate('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    await titleIs('Page not found · TalentFlow');
  });

  it("team mode's Settings area, page by page from its navigation", async () => {
    const { user } = renderRoute('/team', { session: teamSession('admin') });
    await titleIs('Team · TalentFlow');
    const area = await screen.findByRole('navigation', { name: 'Settings' });
    for (const [link, title] of [
      ['Settings', 'Settings'],
      ['Email', 'Email'],
      ['Audit', 'Audit log'],
      ['Integrations', 'Integrations'],
      ['Backup', 'Backup'],
      ['Team', 'Team'],
    ]) {
      await user.click(within(area).getByRole('link', { name: link }));
      await titleIs(`${title} · TalentFlow`);
    }
  });

  it("team mode's sign-in, first admin and invitation screens", async () => {
    let setupNeeded = false;
    interceptApi(({ url }) => {
      if (url.pathname === '/api/auth/me') return apiError(401, 'Sign in.', 'unauthorized');
      if (url.pathname === '/api/auth/setup')
        return publishedAnswer('GET /api/auth/setup', {
          needed: setupNeeded,
          tokenRequired: false,
        });
      if (url.pathname === '/api/invitations/tok')
        return publishedAnswer('GET /api/invitations/:token', {
          email: 'i@x.org',
          role: 'recruiter',
        });
      return undefined;
    });
    const signedOut = { session: { mode: 'team', user: null } } as const;

    const signIn = renderRoute('/', signedOut);
    await titleIs('Sign in · TalentFlow');
    signIn.unmount();

    setupNeeded = true;
    const setup = renderRoute('/', signedOut);
    await titleIs('Set up TalentFlow');
    setup.unmount();

    renderRoute('/invite/tok', signedOut);
    await titleIs('Join · TalentFlow');
  });
});
