import { screen, waitFor, within } from '@testing-library/react';
import { api, interceptApi, write } from '@/test/api';
import { DESIGN_STAGES, jobWithStages } from '@/test/pipelines';
import { renderRoute } from '@/test/render';
import { candidateById, timelineOf } from '../test/helpers';

/** The board filtered to a job with stages of its own: one column a stage, moves among them. */

const DESIGN = DESIGN_STAGES;

async function designJob() {
  const { jobId, id } = await jobWithStages(DESIGN);
  const add = async (name: string, stageId: string) =>
    (
      await api<{ id: number }>('POST', '/candidates', {
        name,
        email: `${name.toLowerCase()}@example.com`,
        jobId,
        stageId,
        source: 'sourced',
      })
    ).body.id;
  return { jobId, id, add };
}

const columnNamed = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}:`) });

describe('the board of a job with its own stages', () => {
  it('shows one column a stage, in order, with its count, and moves a card between two stages of one category', async () => {
    const { jobId, id, add } = await designJob();
    const ann = await add('Ann', id('Design exercise'));
    await add('Bo', id('Design exercise'));
    await add('Cy', 'applied');
    const { writes } = interceptApi();
    const { user } = renderRoute(`/candidates?job=${jobId}`);
    await screen.findByRole('region', { name: /^Design exercise:/ });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(
      screen
        .getAllByRole('region')
        .map((region) => region.querySelector('h2')!.firstChild!.textContent),
    ).toEqual(DESIGN.map((stage) => stage.name));
    expect(columnNamed('Design exercise')).toHaveTextContent('2 candidates');
    expect(columnNamed('Team panel')).toHaveTextContent('No candidates in Team panel.');
    // An empty column's scroll area is reached by the keyboard (a short board may scroll it).
    expect(within(columnNamed('Team panel')).getByRole('group')).toHaveAttribute('tabindex', '0');
    expect(within(columnNamed('Design exercise')).queryByRole('group')).toBeNull();

    await user.click(
      within(columnNamed('Design exercise')).getByRole('button', {
        name: 'Move Ann to another stage',
      }),
    );
    const menu = screen.getByRole('menu', { name: 'Move Ann to' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied', 'Portfolio review', 'Team panel', 'Offer', 'Hired', 'Rejected']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Team panel' }));

    expect(within(columnNamed('Team panel')).getByText('ann@example.com')).toBeInTheDocument();
    expect(columnNamed('Design exercise')).toHaveTextContent('1 candidate');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      body: { stageId: id('Team panel'), fromStageId: id('Design exercise') },
    });
    await waitFor(async () => expect((await candidateById(ann)).stageId).toBe(id('Team panel')));
    expect((await timelineOf(ann)).at(-1)?.notes).toBe('Moved from Design exercise to Team panel');
  });

  it('shows the six categories for every job, where a job’s own stage counts under its category', async () => {
    const { id, add } = await designJob();
    await add('Ann', id('Team panel'));
    renderRoute('/candidates');
    const tech = await screen.findByRole('region', { name: /^Tech:/ });
    await waitFor(() => expect(tech).toHaveTextContent('ann@example.com'));
    expect(screen.getAllByRole('region')).toHaveLength(6);
  });

  it('names the stage on the profile and moves the candidate among the job’s own stages there', async () => {
    const { id, add } = await designJob();
    const ann = await add('Ann', id('Team panel'));
    const { user } = renderRoute(`/candidates/${ann}`);
    await screen.findByRole('heading', { level: 1, name: 'Ann' });
    const badge = await screen.findByText('Team panel');
    expect(badge.closest('.stage-badge')).toHaveAttribute('data-stage', 'tech');
    await user.click(screen.getByRole('button', { name: 'Move to another stage' }));
    const menu = screen.getByRole('menu', { name: 'Move Ann to' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied', 'Portfolio review', 'Design exercise', 'Offer', 'Hired', 'Rejected']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Design exercise' }));
    await waitFor(async () =>
      expect((await candidateById(ann)).stageId).toBe(id('Design exercise')),
    );
    expect(await screen.findByText('Design exercise', { selector: '.stage-badge' })).toBeVisible();
  });
});

describe('time in stage on the board', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

  it('marks the cards of those longer in their stage than it expects, lists them, and a move ends it', async () => {
    const { jobId, id } = await jobWithStages(
      DESIGN.map((stage) =>
        stage.name === 'Portfolio review' ? { ...stage, expectedDays: 3 } : stage,
      ),
    );
    const portfolio = id('Portfolio review');
    // Dee entered the portfolio review 6 days ago; Eve today.
    const dee = await write(async (tx) => {
      const candidate = await tx.candidates.insert({
        name: 'Dee',
        email: 'dee@example.com',
        jobId,
        stage: 'screen',
        stageId: portfolio,
        source: 'sourced',
      });
      await tx.timeline.insert({
        candidateId: candidate.id,
        date: daysAgo(6),
        stage: 'screen',
        stageId: portfolio,
        notes: 'Added by hand (sourced)',
      });
      return candidate.id;
    });
    await api('POST', '/candidates', {
      name: 'Eve',
      email: 'eve@example.com',
      jobId,
      stageId: portfolio,
      source: 'sourced',
    });

    const { user } = renderRoute(`/candidates?job=${jobId}`);
    const column = await screen.findByRole('region', { name: /^Portfolio review:/ });
    await waitFor(() => expect(within(column).getByText('6 days in stage')).toBeInTheDocument());
    const eve = within(column).getByText('eve@example.com').closest('li')!;
    expect(eve).not.toHaveTextContent('days in stage');

    const toggle = screen.getByRole('button', { name: 'Needs attention (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const view = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(view).getByRole('link', { name: 'Dee' })).toHaveAttribute(
      'href',
      `/candidates/${dee}`,
    );
    expect(view).toHaveTextContent('Portfolio review: 6 days (expects 3)');

    await user.click(within(column).getByRole('button', { name: 'Move Dee to another stage' }));
    await user.click(
      within(screen.getByRole('menu', { name: 'Move Dee to' })).getByRole('menuitem', {
        name: 'Design exercise',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Needs attention (0)' })).toBeInTheDocument(),
    );
    expect(view).toHaveTextContent('Nobody has been in a stage longer than it expects.');
    expect(screen.queryByText('6 days in stage')).toBeNull();
  });

  it('offers no Needs attention view for a job whose stages expect nothing', async () => {
    const { jobId } = await jobWithStages(DESIGN, 'Welder');
    renderRoute(`/candidates?job=${jobId}`);
    await screen.findByRole('region', { name: /^Portfolio review:/ });
    expect(screen.queryByRole('button', { name: /Needs attention/ })).toBeNull();
  });
});
