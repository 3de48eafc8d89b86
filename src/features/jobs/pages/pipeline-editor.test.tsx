import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@/test/api';
import { renderRoute } from '@/test/render';
import { createJobs } from '../test/helpers';

/** The job page's pipeline editor: the job's stages as a form, saved in one request. */

interface Stage {
  id: string;
  name: string;
  category: string;
}
const stagesOf = async (jobId: number) =>
  (await api<{ stages: Stage[] }>('GET', `/jobs/${jobId}/stages`)).body.stages;

async function openEditor(jobId: number) {
  const view = renderRoute(`/jobs/${jobId}`);
  const pipeline = await screen.findByRole('region', { name: 'Pipeline' });
  await within(pipeline).findByRole('list', { name: 'Candidates per stage' });
  await view.user.click(within(pipeline).getByRole('button', { name: 'Edit stages' }));
  await screen.findByRole('list', { name: 'Stages' });
  return { ...view, pipeline };
}

describe('the pipeline editor', () => {
  it('adds, renames, reorders by keyboard and saves a job’s stages; the page then shows them', async () => {
    const [job] = await createJobs([{ title: 'Product Designer' }]);
    const { user, pipeline } = await openEditor(job!.id);
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    const rows = () =>
      within(screen.getByRole('list', { name: 'Stages' })).getAllByRole('listitem');
    expect(rows()).toHaveLength(7);
    await user.type(screen.getByRole('textbox', { name: 'Name of stage 4' }), 'Design exercise');
    await user.clear(screen.getByRole('textbox', { name: 'Name of stage 3' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of stage 3' }), 'Portfolio');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category of Portfolio' }),
      'screen',
    );
    // Portfolio is now under Screen, after Screen: move it up, by the keyboard's button.
    await user.click(screen.getByRole('button', { name: 'Move Portfolio up' }));
    expect(screen.getByRole('button', { name: 'Move Portfolio up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save pipeline' }));
    await within(pipeline).findByRole('list', { name: 'Candidates per stage' });
    expect((await stagesOf(job!.id)).map((s) => [s.name, s.category])).toEqual([
      ['Applied', 'applied'],
      ['Portfolio', 'screen'],
      ['Screen', 'screen'],
      ['Design exercise', 'tech'],
      ['Offer', 'offer'],
      ['Hired', 'hired'],
      ['Rejected', 'rejected'],
    ]);
    expect(
      within(pipeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.job-pipeline-stage-name')!.textContent),
    ).toEqual(['Applied', 'Portfolio', 'Screen', 'Design exercise', 'Offer', 'Hired', 'Rejected']);
  });

  it('says what is wrong in words and sends nothing, then asks where a removed stage’s candidates go', async () => {
    const [job] = await createJobs([{ title: 'Nurse' }]);
    await api('POST', '/candidates', {
      name: 'Ann',
      email: 'ann@example.com',
      jobId: job!.id,
      stage: 'tech',
      source: 'sourced',
    });
    const { user, pipeline } = await openEditor(job!.id);
    await user.click(screen.getByRole('button', { name: 'Remove Hired' }));
    await user.click(screen.getByRole('button', { name: 'Remove Tech' }));
    await user.click(screen.getByRole('button', { name: 'Save pipeline' }));
    const alert = screen.getByText('A pipeline needs a stage in Hired.').closest('[role="alert"]');
    expect(alert).toHaveTextContent('A pipeline needs a stage in Hired.');
    expect(alert).toHaveTextContent('Say where the candidates of “Tech” go.');
    expect((await stagesOf(job!.id)).map((s) => s.name)).toContain('Hired');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(pipeline).getByRole('button', { name: 'Edit stages' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Tech' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: '1 candidate in “Tech” move to' }),
      'Offer',
    );
    await user.click(screen.getByRole('button', { name: 'Save pipeline' }));
    await within(pipeline).findByRole('list', { name: 'Candidates per stage' });
    expect((await stagesOf(job!.id)).map((s) => s.name)).not.toContain('Tech');
    await waitFor(async () =>
      expect(
        (await api<{ candidates: Array<{ stage: string }> }>('GET', `/candidates?jobId=${job!.id}`))
          .body.candidates[0]!.stage,
      ).toBe('offer'),
    );
  });

  it('saves the stages as a template new jobs can start from', async () => {
    const [job] = await createJobs([{ title: 'Sales lead' }]);
    const { user } = await openEditor(job!.id);
    await user.type(
      screen.getByRole('textbox', { name: 'Save these stages as a template' }),
      'Sales',
    );
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    await screen.findByText('Template “Sales” saved.');
    const { templates } = (
      await api<{ templates: Array<{ name: string; stages: Stage[] }> }>(
        'GET',
        '/pipeline-templates',
      )
    ).body;
    expect(templates.map((t) => [t.name, t.stages.length])).toEqual([['Sales', 6]]);
  });

  it('offers the templates when a job is created, and the new job starts from the one chosen', async () => {
    await api('POST', '/pipeline-templates', {
      name: 'Sales',
      stages: [
        { name: 'Applied', category: 'applied' },
        { name: 'Role-play', category: 'tech' },
        { name: 'Hired', category: 'hired' },
        { name: 'Rejected', category: 'rejected' },
      ],
    });
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: '+ Create Job' }));
    const modal = await screen.findByRole('dialog', { name: 'Create a New Job' });
    await user.type(within(modal).getByLabelText('Title'), 'Account executive');
    const pipeline = await within(modal).findByRole('combobox', { name: 'Pipeline' });
    expect(
      within(pipeline)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The six default stages', 'Sales']);
    await user.selectOptions(pipeline, 'Sales');
    await user.click(within(modal).getByRole('button', { name: 'Create Job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { jobs } = (
      await api<{ jobs: Array<{ id: number; title: string }> }>('GET', '/jobs?status=all')
    ).body;
    const made = jobs.find((job) => job.title === 'Account executive')!;
    expect((await stagesOf(made.id)).map((stage) => stage.name)).toEqual([
      'Applied',
      'Role-play',
      'Hired',
      'Rejected',
    ]);
  });
});
