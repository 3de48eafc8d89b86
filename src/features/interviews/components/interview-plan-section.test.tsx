import { screen, waitFor, within } from '@testing-library/react';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute, teamSession } from '@/test/render';
import { jobWithStages, pipelineOf } from '@/test/pipelines';

/** The job page's interview plan: read, edited by keyboard-friendly buttons, saved whole. */

async function openJob(options: Parameters<typeof renderRoute>[1] = {}) {
  const id = (await api('POST', '/jobs', { title: 'Harbour Pilot' })).body.id as number;
  const view = renderRoute(`/jobs/${id}`, options);
  const section = await screen.findByRole('region', { name: 'Interview plan' });
  await within(section).findByRole('heading', { name: 'Phone screen' });
  return { ...view, id, section };
}

describe('the interview plan section', () => {
  it('shows the default plan: each interview’s stage, length and attributes by heading', async () => {
    const { section } = await openJob();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Phone screen',
      'Technical interview',
      'Final interview',
    ]);
    expect(items[1]).toHaveTextContent('Tech · 60 min');
    expect(items[1]).toHaveTextContent('SkillsProblem solving, Domain knowledge, Quality of work');
  });

  it('edits the plan: adds an interview and an attribute, moves it up, says what is missing, and saves', async () => {
    const { user, section, id } = await openJob();
    await user.click(within(section).getByRole('button', { name: 'Edit interview plan' }));
    const form = within(section).getByRole('form', { name: 'Edit interview plan' });
    await user.click(within(form).getByRole('button', { name: 'Add an interview' }));
    // The new interview's name has the focus.
    const names = within(form).getAllByLabelText('Name');
    expect(names.at(-1)).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Save interview plan' }));
    const problems = await within(form).findByRole('alert');
    expect(problems).toHaveTextContent('Interview 4 needs a name.');
    expect(problems).toHaveTextContent('Interview 4, attribute 1 needs a name.');
    expect((await api('GET', `/jobs/${id}/interview-plan`)).body.interviews).toHaveLength(3);

    await user.type(names.at(-1)!, 'Crane test');
    await user.selectOptions(within(form).getAllByLabelText('Stage').at(-1)!, 'Tech');
    const minutes = within(form).getAllByLabelText('Duration (minutes)').at(-1)!;
    await user.clear(minutes);
    await user.type(minutes, '75');
    await user.type(within(form).getByLabelText('Attribute 1 of Crane test'), 'Load charts');
    await user.click(within(form).getByRole('button', { name: 'Add an attribute to Crane test' }));
    expect(within(form).getByLabelText('Attribute 2 of Crane test')).toHaveFocus();
    await user.keyboard('Signals');
    await user.click(within(form).getByRole('button', { name: 'Move Crane test up' }));
    await user.click(within(form).getByRole('button', { name: 'Move Crane test up' }));
    await user.click(within(form).getByRole('button', { name: 'Remove Final interview' }));
    await user.click(within(form).getByRole('button', { name: 'Save interview plan' }));

    expect(await within(section).findByText('Interview plan saved.')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Edit interview plan' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Edit interview plan' })).toHaveFocus(),
    );
    const stored = (await api('GET', `/jobs/${id}/interview-plan`)).body;
    expect(stored.interviews.map((i: { name: string }) => i.name)).toEqual([
      'Phone screen',
      'Crane test',
      'Technical interview',
    ]);
    expect(stored.interviews[1]).toMatchObject({
      id: 'crane-test',
      stage: 'tech',
      durationMinutes: 75,
      attributes: [
        { heading: 'Skills', name: 'Load charts' },
        { heading: 'Skills', name: 'Signals' },
      ],
    });
  });

  it('keeps every edit when the save fails, and says why', async () => {
    const { user, section, id } = await openJob();
    await user.click(within(section).getByRole('button', { name: 'Edit interview plan' }));
    const form = within(section).getByRole('form', { name: 'Edit interview plan' });
    const first = within(form).getAllByLabelText('Name')[0]!;
    await user.clear(first);
    await user.type(first, 'First call');
    interceptApi((request) =>
      request.method === 'PUT' ? apiError(503, 'The server is busy.') : undefined,
    );
    await user.click(within(form).getByRole('button', { name: 'Save interview plan' }));
    expect(
      await within(form).findByText(/Could not save the interview plan: The server is busy\./),
    ).toBeInTheDocument();
    expect(within(form).getAllByLabelText('Name')[0]).toHaveValue('First call');
    expect((await api('GET', `/jobs/${id}/interview-plan`)).body.interviews[0].name).toBe(
      'Phone screen',
    );
  });

  it('lets an interviewer read the plan but not edit it (team mode)', async () => {
    const { section } = await openJob({ session: teamSession('interviewer') });
    expect(
      within(section).queryByRole('button', { name: 'Edit interview plan' }),
    ).not.toBeInTheDocument();
  });
});

describe('the interview plan on a job’s own stages', () => {
  it('offers the job’s Screen, Tech and Offer stages by name, and saves an interview on one', async () => {
    const { jobId: id, id: stageId } = await jobWithStages(
      pipelineOf([
        { name: 'Phone chat', category: 'screen' },
        { name: 'Portfolio review', category: 'screen' },
        { name: 'Design exercise', category: 'tech' },
      ]),
      'Designer',
    );
    const portfolio = stageId('Portfolio review');
    const { user } = renderRoute(`/jobs/${id}`);
    const section = await screen.findByRole('region', { name: 'Interview plan' });
    await within(section).findByRole('heading', { name: 'Phone screen' });
    // An interview without a stage of its own is in its category's first stage.
    expect(await within(section).findByText('Phone chat · 30 min')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Edit interview plan' }));
    const form = within(section).getByRole('form', { name: 'Edit interview plan' });
    const [first] = within(form).getAllByLabelText('Stage');
    expect(
      within(first!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Phone chat', 'Portfolio review', 'Design exercise', 'Offer']);
    expect(first).toHaveDisplayValue('Phone chat');
    await user.selectOptions(first!, 'Portfolio review');
    await user.click(within(form).getByRole('button', { name: 'Save interview plan' }));
    expect(await within(section).findByText('Interview plan saved.')).toBeInTheDocument();
    expect(within(section).getByText('Portfolio review · 30 min')).toBeInTheDocument();
    const stored = (await api('GET', `/jobs/${id}/interview-plan`)).body;
    expect(stored.interviews[0]).toMatchObject({ stage: 'screen', stageId: portfolio });
    expect(stored.interviews[1]).not.toHaveProperty('stageId');
  });

  it('offers Screen, Tech and Offer on the default stages, and sends no stage id', async () => {
    const { user, section, id } = await openJob();
    await user.click(within(section).getByRole('button', { name: 'Edit interview plan' }));
    const form = within(section).getByRole('form', { name: 'Edit interview plan' });
    const [first] = within(form).getAllByLabelText('Stage');
    expect(
      within(first!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Screen', 'Tech', 'Offer']);
    await user.selectOptions(first!, 'Offer');
    await user.click(within(form).getByRole('button', { name: 'Save interview plan' }));
    expect(await within(section).findByText('Interview plan saved.')).toBeInTheDocument();
    const stored = (await api('GET', `/jobs/${id}/interview-plan`)).body;
    expect(stored.interviews[0]).toEqual({ ...stored.interviews[0], stage: 'offer' });
    expect(stored.interviews[0]).not.toHaveProperty('stageId');
  });
});
