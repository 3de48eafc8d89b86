import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, teamSession } from '@/test/render';
import { CHANGED_ELSEWHERE, fakeTeam, LAST_ADMIN } from '../test/fake-team';

async function openTeamPage() {
  const fake = fakeTeam();
  const view = renderRoute('/team', { session: { mode: 'team', user: fake.me } });
  const members = await screen.findByRole('table', { name: 'Members' });
  await within(members).findByText('Rita Recruiter');
  return { ...view, fake, members };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr') as HTMLElement;

describe('team page', () => {
  it('lists the members with their email and role; the admin’s own row has no controls', async () => {
    const { members } = await openTeamPage();
    const mine = rowOf(members, 'Ada Admin');
    expect(within(mine).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(mine).getByText('Admin')).toBeInTheDocument();
    expect(within(mine).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    const rita = rowOf(members, 'Rita Recruiter');
    expect(within(rita).getByRole('combobox', { name: 'Role of Rita Recruiter' })).toHaveValue(
      'recruiter',
    );
    expect(
      within(rita).getByRole('button', { name: 'Deactivate Rita Recruiter' }),
    ).toBeInTheDocument();
  });

  it('invites a member and shows the link to send, with a Copy button', async () => {
    const { user, fake } = await openTeamPage();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const form = screen.getByRole('region', { name: 'Invite a member' });
    await user.type(within(form).getByLabelText('Email'), 'new@example.com');
    // Most people a team invites interview: the least privilege comes first.
    expect(within(form).getByLabelText('Role')).toHaveValue('interviewer');
    // What each role sees, read with the choice: an interviewer sees only their candidates.
    expect(within(form).getByLabelText('Role')).toHaveAccessibleDescription(
      'Admins manage the team, its settings and backups, and do all hiring work. Recruiters run the hiring: jobs, stages, assessments and every candidate. Interviewers see the jobs and only the candidates they interview, and write notes and their own scorecards.',
    );
    await user.selectOptions(within(form).getByLabelText('Role'), 'recruiter');
    await user.click(within(form).getByRole('button', { name: 'Create invitation link' }));

    const link = await within(form).findByLabelText('Invitation link');
    expect(link).toHaveValue(`${window.location.origin}/invite/tok-41`);
    expect(link).toHaveAttribute('readonly');
    expect(fake.requests('POST', '/api/invitations')[0]!.body).toEqual({
      email: 'new@example.com',
      role: 'recruiter',
    });
    expect(within(form).getByText(/Invitation created for/)).toHaveTextContent(
      'Invitation created for new@example.com as Recruiter.',
    );

    await user.click(within(form).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invite/tok-41`);
    expect(await within(form).findByText('Link copied.')).toBeInTheDocument();

    // The open invitations list it too.
    const open = screen.getByRole('table', { name: 'Open invitations' });
    expect(await within(open).findByText('new@example.com')).toBeInTheDocument();
  });

  it('says how to copy the link by hand when the clipboard is not available', async () => {
    const { user } = await openTeamPage();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const form = screen.getByRole('region', { name: 'Invite a member' });
    await user.type(within(form).getByLabelText('Email'), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Create invitation link' }));
    await user.click(await within(form).findByRole('button', { name: 'Copy link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /Could not copy the link here\. It is selected/,
    );
    expect(within(form).getByLabelText('Invitation link')).toHaveFocus();
  });

  it('checks the email before inviting', async () => {
    const { user, fake } = await openTeamPage();
    const form = screen.getByRole('region', { name: 'Invite a member' });
    await user.click(within(form).getByRole('button', { name: 'Create invitation link' }));
    expect(within(form).getByText('Enter the email of the person to invite.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveFocus();
    expect(fake.requests('POST', '/api/invitations')).toEqual([]);
  });

  it('emails a member a password reset link', async () => {
    const { user, fake, members } = await openTeamPage();
    const rita = rowOf(members, 'Rita Recruiter');
    await user.click(
      within(rita).getByRole('button', { name: 'Send Rita Recruiter a password reset link' }),
    );
    expect(
      await screen.findByText('A password reset link is on its way to rita@example.com.'),
    ).toBeInTheDocument();
    const sent = fake.requests('POST', /\/api\/users\/\d+\/password-reset$/);
    expect(sent).toHaveLength(1);
  });

  it('ends all of a member’s sessions after asking, and says how many ended', async () => {
    const { user, fake, members } = await openTeamPage();
    const end = within(rowOf(members, 'Rita Recruiter')).getByRole('button', {
      name: 'End all sessions of Rita Recruiter',
    });
    await user.click(end);
    let dialog = await screen.findByRole('dialog', { name: 'End Rita Recruiter’s sessions?' });
    expect(dialog).toHaveTextContent('signed out of TalentFlow on every device');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(end).toHaveFocus();
    expect(fake.requests('DELETE', '/api/users/2/sessions')).toEqual([]);

    await user.click(end);
    dialog = await screen.findByRole('dialog', { name: 'End Rita Recruiter’s sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(
      await screen.findByText('Rita Recruiter was signed out of 2 sessions.'),
    ).toBeInTheDocument();
    expect(fake.requests('DELETE', '/api/users/2/sessions')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Still on the team: ending sessions is no deactivation.
    expect(within(members).getByText('Rita Recruiter')).toBeInTheDocument();

    await user.click(
      within(rowOf(members, 'Ian Interviewer')).getByRole('button', {
        name: 'End all sessions of Ian Interviewer',
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'End Ian Interviewer’s sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(
      await screen.findByText('Ian Interviewer was not signed in anywhere.'),
    ).toBeInTheDocument();
  });

  it('keeps the end-sessions dialog open with the server’s reason when it fails', async () => {
    const { user, fake, members } = await openTeamPage();
    // Deactivated meanwhile, in another tab.
    fake.state.members = fake.state.members.filter((m) => m.id !== 2);
    await user.click(
      within(rowOf(members, 'Rita Recruiter')).getByRole('button', {
        name: 'End all sessions of Rita Recruiter',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'End Rita Recruiter’s sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(
      await within(dialog).findByText('Could not end Rita Recruiter’s sessions: No such member.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('resets a member’s two-factor sign-in after asking, and says whether it was on', async () => {
    const { user, fake, members } = await openTeamPage();
    const reset = within(rowOf(members, 'Rita Recruiter')).getByRole('button', {
      name: 'Reset the two-factor sign-in of Rita Recruiter',
    });
    expect(reset).toHaveTextContent('Reset two-factor');
    await user.click(reset);
    let dialog = await screen.findByRole('dialog', {
      name: 'Reset Rita Recruiter’s two-factor sign-in?',
    });
    expect(dialog).toHaveTextContent('sign in with their password alone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reset).toHaveFocus();
    expect(fake.requests('DELETE', '/api/users/2/two-factor')).toEqual([]);

    await user.click(reset);
    dialog = await screen.findByRole('dialog', {
      name: 'Reset Rita Recruiter’s two-factor sign-in?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(
      await screen.findByText(
        'Rita Recruiter’s two-factor sign-in was reset: they sign in with their password alone until they set it up again.',
      ),
    ).toBeInTheDocument();
    expect(fake.requests('DELETE', '/api/users/2/two-factor')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(rowOf(members, 'Ian Interviewer')).getByRole('button', {
        name: 'Reset the two-factor sign-in of Ian Interviewer',
      }),
    );
    dialog = await screen.findByRole('dialog', {
      name: 'Reset Ian Interviewer’s two-factor sign-in?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(
      await screen.findByText(
        'Ian Interviewer did not use two-factor sign-in: nothing was on to reset.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the reset two-factor dialog open with the server’s reason when it fails', async () => {
    const { user, fake, members } = await openTeamPage();
    // Deactivated meanwhile, in another tab.
    fake.state.members = fake.state.members.filter((m) => m.id !== 2);
    await user.click(
      within(rowOf(members, 'Rita Recruiter')).getByRole('button', {
        name: 'Reset the two-factor sign-in of Rita Recruiter',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset Rita Recruiter’s two-factor sign-in?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(
      await within(dialog).findByText(
        'Could not reset Rita Recruiter’s two-factor sign-in: No such member.',
      ),
    ).toHaveAttribute('role', 'alert');
  });

  it('changes a member’s role', async () => {
    const { user, fake, members } = await openTeamPage();
    const select = within(rowOf(members, 'Ian Interviewer')).getByRole('combobox', {
      name: 'Role of Ian Interviewer',
    });
    await user.selectOptions(select, 'recruiter');
    expect(await screen.findByText('Ian Interviewer is now a Recruiter.')).toBeInTheDocument();
    expect(fake.requests('PATCH', '/api/users/3')[0]!.body).toEqual({ role: 'recruiter' });
    await waitFor(() => expect(select).toHaveValue('recruiter'));
    expect(select).toBeEnabled();
  });

  it('shows the server’s refusal of a role change and keeps the old role', async () => {
    const { user, fake, members } = await openTeamPage();
    fake.state.refuse = CHANGED_ELSEWHERE;
    const select = within(rowOf(members, 'Rita Recruiter')).getByRole('combobox', {
      name: 'Role of Rita Recruiter',
    });
    await user.selectOptions(select, 'admin');
    expect(
      await screen.findByText(`Could not change Rita Recruiter’s role: ${CHANGED_ELSEWHERE}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('recruiter'));
  });

  it('keeps the deactivate dialog open with the server’s reason when it refuses', async () => {
    const { user, fake, members } = await openTeamPage();
    fake.state.refuse = LAST_ADMIN;
    await user.click(
      within(rowOf(members, 'Rita Recruiter')).getByRole('button', {
        name: 'Deactivate Rita Recruiter',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Rita Recruiter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await within(dialog).findByText(`Could not deactivate Rita Recruiter: ${LAST_ADMIN}`),
    ).toHaveAttribute('role', 'alert');
    expect(within(members).getByText('Rita Recruiter')).toBeInTheDocument();
  });

  it('deactivates a member after asking first; Cancel changes nothing', async () => {
    const { user, fake, members } = await openTeamPage();
    const deactivate = within(rowOf(members, 'Rita Recruiter')).getByRole('button', {
      name: 'Deactivate Rita Recruiter',
    });

    await user.click(deactivate);
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate Rita Recruiter?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deactivate).toHaveFocus();
    expect(fake.requests('PATCH', '/api/users/2')).toEqual([]);

    await user.click(deactivate);
    dialog = await screen.findByRole('dialog', { name: 'Deactivate Rita Recruiter?' });
    expect(dialog).toHaveTextContent('can no longer sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Rita Recruiter was deactivated.')).toBeInTheDocument();
    expect(fake.requests('PATCH', '/api/users/2')[0]!.body).toEqual({ active: false });
    await waitFor(() =>
      expect(within(members).queryByText('Rita Recruiter')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Now listed among the deactivated members, with Reactivate.
    const gone = await screen.findByRole('table', { name: 'Deactivated members' });
    expect(
      within(gone).getByRole('button', { name: 'Reactivate Rita Recruiter' }),
    ).toBeInTheDocument();
  });

  it('brings a deactivated member back with Reactivate', async () => {
    const fake = fakeTeam();
    const rita = fake.state.members[1]!;
    fake.state.members = fake.state.members.filter((m) => m !== rita);
    fake.state.deactivated = [rita];
    const { user } = renderRoute('/team', { session: { mode: 'team', user: fake.me } });
    const gone = await screen.findByRole('table', { name: 'Deactivated members' });
    await user.click(
      await within(gone).findByRole('button', { name: 'Reactivate Rita Recruiter' }),
    );
    expect(
      await screen.findByText('Rita Recruiter is back on the team as Recruiter.'),
    ).toBeInTheDocument();
    expect(fake.requests('PATCH', `/api/users/${rita.id}`)[0]!.body).toEqual({ active: true });
    const members = screen.getByRole('table', { name: 'Members' });
    expect(await within(members).findByText('Rita Recruiter')).toBeInTheDocument();
    expect(await screen.findByText('No deactivated members.')).toBeInTheDocument();
  });

  it('sends an open invitation again: a new link to pass on, the old one void', async () => {
    const { user, fake } = await openTeamPage();
    const section = screen.getByRole('region', { name: 'Open invitations' });
    const open = await within(section).findByRole('table', { name: 'Open invitations' });
    await user.click(
      await within(open).findByRole('button', {
        name: 'Send again the invitation for old@example.com',
      }),
    );
    const link = await within(section).findByLabelText('Invitation link');
    expect(link).toHaveValue(`${window.location.origin}/invite/tok-41`);
    expect(within(section).getByRole('status')).toHaveTextContent(
      'A new link for old@example.com as Interviewer. The old link no longer works; send them this one.',
    );
    expect(fake.requests('POST', '/api/invitations/40/resend')).toHaveLength(1);
  });

  it('revokes an open invitation', async () => {
    const { user, fake } = await openTeamPage();
    const open = await screen.findByRole('table', { name: 'Open invitations' });
    await user.click(
      await within(open).findByRole('button', {
        name: 'Revoke the invitation for old@example.com',
      }),
    );
    expect(
      await screen.findByText('The invitation for old@example.com was revoked.'),
    ).toBeInTheDocument();
    expect(fake.requests('DELETE', '/api/invitations/40')).toHaveLength(1);
    expect(await screen.findByText('No open invitations.')).toBeInTheDocument();
  });

  it('tells a member who is not an admin that the team is managed by admins, and fetches nothing', async () => {
    const fake = fakeTeam();
    renderRoute('/team', { session: teamSession('interviewer') });
    expect(await screen.findByText('Only admins can manage the team.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fake.requests('GET', '/api/users')).toEqual([]);
  });
});
