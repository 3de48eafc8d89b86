import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@/api/types';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute, teamSession, type RenderRouteOptions } from '@/test/render';
import { watchDownloads } from '@/test/downloads';

/** A subject-access export from the profile: who is offered it, the file, and a refusal. */

const EXPORT = 'Export everything we hold';

/** One person on two jobs: the export holds both applications. */
async function personOnTwoJobs() {
  const ids: number[] = [];
  for (const title of ['Welder', 'Fitter']) {
    const jobId = (await api('POST', '/jobs', { title })).body.id as number;
    const made = await api('POST', '/candidates', {
      name: 'Pat Person',
      email: 'pat@example.com',
      jobId,
      source: 'referral',
    });
    expect(made.status).toBe(201);
    ids.push(made.body.id as number);
  }
  return ids;
}

async function openProfile(id: number, options?: RenderRouteOptions) {
  const view = renderRoute(`/candidates/${id}`, options);
  await screen.findByRole('heading', { level: 1, name: 'Pat Person' });
  return view;
}

describe('export everything we hold', () => {
  it.each<[string, RenderRouteOptions]>([
    ['browser mode’s recruiter', {}],
    ['an admin (team mode)', { session: teamSession('admin') }],
  ])('is offered to %s', async (_who, options) => {
    const [id] = await personOnTwoJobs();
    await openProfile(id!, options);
    expect(screen.getByRole('button', { name: EXPORT })).toBeInTheDocument();
  });

  it.each<Role>(['recruiter', 'interviewer'])(
    'is not offered to a %s (team mode)',
    async (role) => {
      const [id] = await personOnTwoJobs();
      await openProfile(id!, { session: teamSession(role) });
      expect(screen.queryByRole('button', { name: EXPORT })).not.toBeInTheDocument();
    },
  );

  it('downloads everything held on the person, on every job, as one JSON file', async () => {
    const ids = await personOnTwoJobs();
    const saved = watchDownloads();
    const { user } = await openProfile(ids[1]!);
    const seen = interceptApi();
    await user.click(screen.getByRole('button', { name: EXPORT }));

    expect(await screen.findByText('Export downloaded.')).toBeInTheDocument();
    expect(seen.requests('GET', `/api/candidates/${ids[1]}/export`)).toHaveLength(1);
    expect(seen.writes()).toEqual([]);
    expect(saved.map((file) => file.name)).toEqual([`talentflow-candidate-${ids[1]}.json`]);
    const exported = JSON.parse(await saved[0]!.blob.text()) as {
      email: string;
      applications: Array<{ candidate: { id: number } }>;
    };
    expect(exported.email).toBe('pat@example.com');
    expect(exported.applications.map((a) => a.candidate.id).sort()).toEqual([...ids].sort());
    expect(screen.getByRole('button', { name: EXPORT })).toBeInTheDocument();
  });

  it('says why the export failed, and saves nothing', async () => {
    const [id] = await personOnTwoJobs();
    const saved = watchDownloads();
    const { user } = await openProfile(id!, { session: teamSession('admin') });
    interceptApi(({ url }) =>
      url.pathname.endsWith('/export')
        ? apiError(403, 'Only admins can export a candidate’s data.', 'forbidden')
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: EXPORT }));

    const message = await screen.findByText(
      'Could not export the candidate’s data: Only admins can export a candidate’s data.',
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: EXPORT })).toBeEnabled());
    expect(screen.getByRole('button', { name: EXPORT })).not.toHaveAttribute('aria-disabled');
    expect(saved).toEqual([]);
  });
});
