import { screen, waitFor, within } from '@testing-library/react';
import type { Candidate, Job } from '@/api/types';
import { api } from '@/test/api';
import { renderRoute } from '@/test/render';

/** A job with one candidate in each of these stages. */
async function jobWith(stages: Candidate['stage'][], status: Job['status'] = 'archived') {
  const job = (await api<Job>('POST', '/jobs', { title: 'Harbour Pilot', tags: [] })).body;
  const people: Candidate[] = [];
  for (const [i, stage] of stages.entries()) {
    const made = (
      await api<Candidate>('POST', '/candidates', {
        name: `Person ${i + 1}`,
        email: `person${i + 1}@example.com`,
        jobId: job.id,
        stage,
        source: 'sourced',
      })
    ).body;
    people.push(made);
  }
  if (status !== 'active') await api('PATCH', `/jobs/${job.id}`, { status });
  return { job, people };
}

const stageOf = async (id: number) => (await api<Candidate>('GET', `/candidates/${id}`)).body.stage;

describe('an archived job’s open candidates', () => {
  it('are rejected together from the job’s page, with a reason; the hired and rejected stay as they are', async () => {
    const { job, people } = await jobWith(['applied', 'tech', 'offer', 'hired', 'rejected']);
    const { user } = renderRoute(`/jobs/${job.id}`);
    const section = await screen.findByRole('region', { name: 'Open candidates' });
    expect(section).toHaveTextContent('This job is archived, and 3 candidates are still open.');
    await user.click(within(section).getByRole('button', { name: 'Reject 3 candidates…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 3 candidates?' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Reason' }),
      'Position filled',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject 3 candidates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByRole('status')).toHaveTextContent('Rejected 3 candidates.');
    expect(await Promise.all(people.map((p) => stageOf(p.id)))).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'hired',
      'rejected',
    ]);
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument(),
    );
  });

  it('are not offered for an active job, nor for an archived one with none open', async () => {
    const active = await jobWith(['applied'], 'active');
    const view = renderRoute(`/jobs/${active.job.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Harbour Pilot' });
    await screen.findByRole('region', { name: 'Pipeline' });
    expect(screen.queryByRole('region', { name: 'Open candidates' })).not.toBeInTheDocument();
    view.unmount();

    const closed = await jobWith(['hired', 'rejected']);
    renderRoute(`/jobs/${closed.job.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Harbour Pilot' });
    await screen.findByRole('region', { name: 'Pipeline' });
    expect(screen.queryByRole('region', { name: 'Open candidates' })).not.toBeInTheDocument();
  });
});
