import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, teamMember } from '@/test/render';
import { endOfDay } from '../logic/expiry';
import { fakeApiTokens, SECRET } from '../test/fake-api-tokens';

const WARNING = 'Copy this token now. It will not be shown again.';

async function openIntegrations() {
  const fake = fakeApiTokens();
  const view = renderRoute('/integrations', {
    session: { mode: 'team', user: teamMember('admin') },
  });
  const table = await screen.findByRole('table', { name: 'Tokens' });
  await within(table).findByText('Job board sync');
  const section = screen.getByRole('region', { name: 'API tokens' });
  return { ...view, fake, table, section };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('integrations page', () => {
  it('lists the team’s tokens with role, dates and “Never” where there is none', async () => {
    const { table } = await openIntegrations();
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      '/integrations',
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Role',
      'Made by',
      'Created',
      'Expires',
      'Last used',
      'Actions',
    ]);
    const sync = within(rowOf(table, 'Job board sync')).getAllByRole('cell');
    expect(sync[0]).toHaveTextContent('Recruiter');
    expect(sync[1]).toHaveTextContent(/^Ada Admin$/);
    expect(sync[2]).toHaveTextContent(new Date('2026-10-01T09:00:00.000Z').toLocaleString());
    expect(sync[3]).toHaveTextContent('Never');
    expect(sync[4]).toHaveTextContent(new Date('2026-11-20T08:30:00.000Z').toLocaleString());
    const bridge = within(rowOf(table, 'Calendar bridge')).getAllByRole('cell');
    expect(bridge[0]).toHaveTextContent('Interviewer');
    // Its maker is no longer an active admin: the list says it is refused, and why.
    expect(bridge[1]).toHaveTextContent(
      'Otto Former Suspended no longer an active admin: the token is refused until they are one again',
    );
    expect(bridge[3]).toHaveTextContent(new Date('2027-03-01T00:00:00.000Z').toLocaleString());
    expect(bridge[4]).toHaveTextContent('Never');
    // Nothing of a secret is ever on the list.
    expect(table).not.toHaveTextContent('tf_');
  });

  it('creates a token and shows its secret once, focused, with a Copy button', async () => {
    const { user, fake, section, table } = await openIntegrations();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.type(within(section).getByLabelText('Name'), '  HR export  ');
    // The least of the two roles comes first; admin is none of them.
    const role = within(section).getByLabelText('Role');
    expect(role).toHaveValue('interviewer');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recruiter', 'Interviewer']);
    await user.selectOptions(role, 'recruiter');
    fireEvent.change(within(section).getByLabelText('Expires (optional)'), {
      target: { value: '2099-12-31' },
    });
    await user.click(within(section).getByRole('button', { name: 'Create token' }));

    const secret = await within(section).findByLabelText('New API token');
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveFocus();
    expect(within(section).getByText(WARNING)).toBeInTheDocument();
    expect(fake.requests('POST', '/api/tokens')[0]!.body).toEqual({
      name: 'HR export',
      role: 'recruiter',
      expiresAt: endOfDay('2099-12-31'),
    });
    // The form is ready for another.
    expect(within(section).getByLabelText('Name')).toHaveValue('');

    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(section).findByText('Token copied.')).toBeInTheDocument();

    const row = await within(table).findByRole('rowheader', { name: 'HR export' });
    expect(row.closest('tr')).toHaveTextContent('Never');
    expect(table).not.toHaveTextContent(SECRET);

    // Once done, the secret is gone for good.
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByLabelText('New API token')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'API tokens' })).toHaveFocus();
  });

  it('makes a token without expiry when no day is chosen', async () => {
    const { user, fake, section } = await openIntegrations();
    await user.type(within(section).getByLabelText('Name'), 'Forever');
    await user.click(within(section).getByRole('button', { name: 'Create token' }));
    await within(section).findByLabelText('New API token');
    expect(fake.requests('POST', '/api/tokens')[0]!.body).toEqual({
      name: 'Forever',
      role: 'interviewer',
      expiresAt: null,
    });
  });

  it('asks for a name before creating, and shows the server’s refusal', async () => {
    const { user, fake, section } = await openIntegrations();
    await user.click(within(section).getByRole('button', { name: 'Create token' }));
    expect(within(section).getByText('Give the token a name.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Name')).toHaveFocus();
    expect(fake.requests('POST', '/api/tokens')).toEqual([]);

    fake.state.fail.create = 'expiresAt must be in the future.';
    await user.type(within(section).getByLabelText('Name'), 'Late');
    await user.click(within(section).getByRole('button', { name: 'Create token' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not create the token: expiresAt must be in the future.',
    );
    expect(within(section).queryByLabelText('New API token')).not.toBeInTheDocument();
  });

  it('revokes a token only after asking, and focus returns where it was', async () => {
    const { user, fake, table } = await openIntegrations();
    const revoke = within(rowOf(table, 'Job board sync')).getByRole('button', {
      name: 'Revoke Job board sync',
    });
    await user.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke Job board sync?' });
    expect(dialog).toHaveTextContent('stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoke).toHaveFocus();
    expect(fake.requests('DELETE', '/api/tokens/21')).toEqual([]);

    await user.click(revoke);
    dialog = await screen.findByRole('dialog', { name: 'Revoke Job board sync?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('The token Job board sync was revoked. It no longer works.'),
    ).toBeInTheDocument();
    expect(fake.requests('DELETE', '/api/tokens/21')).toHaveLength(1);
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Job board sync' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'API tokens' })).toHaveFocus();
  });

  it('keeps the dialog open with the reason when a revocation fails', async () => {
    const { user, fake, table } = await openIntegrations();
    fake.state.fail.revoke = 'The database is unavailable.';
    await user.click(
      within(rowOf(table, 'Calendar bridge')).getByRole('button', {
        name: 'Revoke Calendar bridge',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Calendar bridge?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not revoke the token: The database is unavailable.',
    );
    expect(within(table).getByRole('rowheader', { name: 'Calendar bridge' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const fake = fakeApiTokens();
    fake.state.failList = true;
    const { user } = renderRoute('/integrations', {
      session: { mode: 'team', user: teamMember('admin') },
    });
    expect(await screen.findByText(/Could not load the API tokens/)).toBeInTheDocument();
    fake.state.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Tokens' })).toBeInTheDocument();
  });

  it('is for admins only: a recruiter has no link and no tokens', async () => {
    const fake = fakeApiTokens();
    renderRoute('/integrations', { session: { mode: 'team', user: teamMember('recruiter') } });
    expect(
      await screen.findByText('Only admins can manage the team’s integrations.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Integrations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
    expect(fake.requests('GET', '/api/tokens')).toEqual([]);
  });
});
