import { screen, within } from '@testing-library/react';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute, teamSession } from '@/test/render';

/** The Settings page: the team's rejection reasons, edited as one list. */

describe('the settings page', () => {
  it('edits the rejection reasons by keyboard-reachable buttons, says what is wrong, and saves', async () => {
    const { user } = renderRoute('/settings');
    const form = await screen.findByRole('form', { name: 'Rejection reasons' });
    const fields = () => within(form).getAllByRole('textbox');
    expect(fields().map((f) => (f as HTMLInputElement).value)).toEqual([
      'Not qualified',
      'Withdrew',
      'Hired elsewhere',
      'Compensation',
      'Position filled',
      'Other',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Move reason 2 up' }));
    expect(within(form).getByLabelText('Reason 1')).toHaveValue('Withdrew');
    expect(within(form).getByLabelText('Reason 1')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Remove reason 6' }));
    await user.click(within(form).getByRole('button', { name: 'Add a reason' }));
    expect(within(form).getByLabelText('Reason 6')).toHaveFocus();
    await user.keyboard('withdrew');
    await user.click(within(form).getByRole('button', { name: 'Save rejection reasons' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('“withdrew” is in the list twice.');
    await user.clear(within(form).getByLabelText('Reason 6'));
    await user.type(within(form).getByLabelText('Reason 6'), 'Failed the <sea> trial');
    await user.click(within(form).getByRole('button', { name: 'Save rejection reasons' }));
    expect(await within(form).findByText('Rejection reasons saved.')).toBeVisible();
    expect(
      within(form).getByRole('button', { name: 'Save rejection reasons' }),
    ).toBeInTheDocument();
    expect((await api('GET', '/settings/rejection-reasons')).body.reasons).toEqual([
      'Withdrew',
      'Not qualified',
      'Hired elsewhere',
      'Compensation',
      'Position filled',
      'Failed the <sea> trial',
    ]);
  });

  it('keeps the list as typed when the save fails, and says why', async () => {
    interceptApi((request) =>
      request.method === 'PUT' ? apiError(500, 'The database is busy.') : undefined,
    );
    const { user } = renderRoute('/settings');
    const form = await screen.findByRole('form', { name: 'Rejection reasons' });
    await user.type(within(form).getByLabelText('Reason 1'), ' (any)');
    await user.click(within(form).getByRole('button', { name: 'Save rejection reasons' }));
    expect(await within(form).findByText(/Could not save the rejection reasons/)).toBeVisible();
    expect(within(form).getByLabelText('Reason 1')).toHaveValue('Not qualified (any)');
  });

  it('tells a recruiter of a team that only admins change settings', async () => {
    renderRoute('/settings', { session: teamSession('recruiter') });
    expect(await screen.findByText('Only admins can change the team’s settings.')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
