import { screen, waitFor, within } from '@testing-library/react';
import type { ApprovalChains } from '@/domain/approvals';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { renderRoute, teamMember, teamSession } from '@/test/render';
import { APPROVALS_SAVED, NO_APPROVALS } from './approval-chain-section';

/**
 * Settings' Offer approvals. The API under the tests is browser mode's, which has no members and
 * keeps no chain: team mode's members and chain are faked here (GET /api/users, GET and PUT
 * /api/settings/approvals), each answer through the schema its route publishes.
 */
function fakeApprovals(chain: ApprovalChains, refuse?: string) {
  const state = { chain };
  const watch = interceptApi(({ method, url, body }) => {
    if (url.pathname === '/api/users' && method === 'GET')
      return publishedAnswer('GET /api/users', {
        users: [teamMember('admin'), teamMember('recruiter'), teamMember('interviewer')],
      });
    if (url.pathname !== '/api/settings/approvals') return undefined;
    if (method === 'GET') return publishedAnswer('GET /api/settings/approvals', state.chain);
    if (method === 'PUT') {
      if (refuse) return apiError(400, refuse, 'bad_request');
      state.chain = body as ApprovalChains;
      return publishedAnswer('PUT /api/settings/approvals', state.chain);
    }
    return undefined;
  });
  return { state, watch };
}

/** The whole Settings page loads first: on a busy machine that takes a while. */
const SLOW = 15_000;

async function openTeamSection(chain: ApprovalChains, refuse?: string) {
  const fake = fakeApprovals(chain, refuse);
  const view = renderRoute('/settings', { session: teamSession('admin') });
  const form = await screen.findByRole('form', { name: 'Offer approvals' }, { timeout: SLOW });
  const steps = () =>
    within(within(form).getByRole('list', { name: 'Approval steps' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.approval-step-label')!.textContent);
  return { ...view, ...fake, form, steps };
}

describe('the settings page: offer approvals', () => {
  it('in browser mode says offers are approved on submission, and offers no editor', async () => {
    const watch = interceptApi();
    renderRoute('/settings');
    const section = await screen.findByRole(
      'region',
      { name: 'Offer approvals' },
      { timeout: SLOW },
    );
    expect(section).toHaveTextContent(`Offer approvals${NO_APPROVALS}`);
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(watch.requests('GET', '/api/settings/approvals')).toEqual([]);
    expect(watch.requests('GET', '/api/users')).toEqual([]);
  });

  it('adds a role step, moves a step up, removes one and saves the chain', async () => {
    const { user, form, steps, state, watch } = await openTeamSection({
      offers: [{ kind: 'member', memberId: 2 }],
    });
    expect(steps()).toEqual(['Step 1: Rita Recruiter']);
    // Members who may approve: admins and recruiters, never interviewers.
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Who approves' }),
      'member',
    );
    const member = within(form).getByRole('combobox', { name: 'Member' });
    expect(
      within(member)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a member', 'Ada Admin (Admin)', 'Rita Recruiter (Recruiter)']);
    await user.click(within(form).getByRole('button', { name: 'Add the step' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the member who approves.');
    expect(member).toHaveFocus();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Who approves' }), 'role');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'admin');
    await user.click(within(form).getByRole('radio', { name: 'All of them' }));
    await user.click(within(form).getByRole('button', { name: 'Add the step' }));
    expect(steps()).toEqual(['Step 1: Rita Recruiter', 'Step 2: All admins']);
    expect(within(form).getByRole('button', { name: 'Remove step 2' })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Move step 2 up' }));
    expect(steps()).toEqual(['Step 1: All admins', 'Step 2: Rita Recruiter']);
    // At the top it can go only down: the focus stays on the step's buttons.
    expect(within(form).getByRole('button', { name: 'Move step 1 down' })).toHaveFocus();

    await user.click(within(form).getByRole('radio', { name: 'Any one of them' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'recruiter');
    await user.click(within(form).getByRole('button', { name: 'Add the step' }));
    await user.click(within(form).getByRole('button', { name: 'Remove step 2' }));
    expect(steps()).toEqual(['Step 1: All admins', 'Step 2: Any one recruiter']);

    await user.click(within(form).getByRole('button', { name: 'Save offer approvals' }));
    expect(await within(form).findByText(APPROVALS_SAVED)).toHaveAttribute('role', 'status');
    expect(watch.requests('PUT', '/api/settings/approvals').map((r) => r.body)).toEqual([
      {
        offers: [
          { kind: 'role', role: 'admin', rule: 'all' },
          { kind: 'role', role: 'recruiter', rule: 'any' },
        ],
      },
    ]);
    expect(state.chain.offers).toHaveLength(2);
  }, 60_000);

  it('explains an empty chain, and keeps the steps when a save is refused', async () => {
    const refusal = 'Request: Step 2 repeats an earlier step.';
    const { user, form, steps } = await openTeamSection({ offers: [] }, refusal);
    expect(form).toHaveTextContent(NO_APPROVALS);
    expect(within(form).queryByRole('list', { name: 'Approval steps' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add the step' }));
    await user.click(within(form).getByRole('button', { name: 'Add the step' }));
    expect(steps()).toEqual(['Step 1: Any one admin', 'Step 2: Any one admin']);
    expect(form).not.toHaveTextContent(NO_APPROVALS);
    await user.click(within(form).getByRole('button', { name: 'Save offer approvals' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        `Could not save the offer approvals: ${refusal} Your changes are still here.`,
      ),
    );
    expect(steps()).toEqual(['Step 1: Any one admin', 'Step 2: Any one admin']);

    await user.click(within(form).getByRole('button', { name: 'Remove step 2' }));
    await user.click(within(form).getByRole('button', { name: 'Remove step 1' }));
    expect(form).toHaveTextContent(NO_APPROVALS);
    expect(within(form).getByRole('combobox', { name: 'Who approves' })).toHaveFocus();
  }, 60_000);

  it('is not shown to a recruiter on a team server', async () => {
    const { watch } = fakeApprovals({ offers: [] });
    renderRoute('/settings', { session: teamSession('recruiter') });
    expect(
      await screen.findByText('Only admins can change the team’s settings.', undefined, {
        timeout: SLOW,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offer approvals' })).not.toBeInTheDocument();
    expect(watch.requests('GET', '/api/settings/approvals')).toEqual([]);
  });
});
