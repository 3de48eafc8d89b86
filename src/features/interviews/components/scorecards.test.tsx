import { screen, waitFor, within } from '@testing-library/react';
import { api, interceptApi } from '@/test/api';
import { candidateInTech } from '@/test/builders';
import { renderRoute, teamSession } from '@/test/render';

/** Scorecards on the profile: written for an interviewer, kept as a draft, submitted, summed up. */

async function openProfile(
  options: Parameters<typeof renderRoute>[1] = {},
  interviewerIds = [1, 2],
) {
  const { candidateId } = await candidateInTech();
  const scheduled = await api('POST', `/candidates/${candidateId}/interviews`, {
    planInterviewId: 'technical-interview',
    startsAt: '2026-12-01T09:30:00Z',
    durationMinutes: 60,
    interviewerIds,
  });
  const interviewId = scheduled.body.interview.id as number;
  const view = renderRoute(`/candidates/${candidateId}`, options);
  return { ...view, candidateId, interviewId };
}

describe('scorecards on the profile', () => {
  it('keeps a draft as it is typed, asks for a recommendation, and shows the submitted card in the summary', async () => {
    const { user, interviewId } = await openProfile();
    const interviews = await screen.findByRole('region', { name: 'Interviews' });
    const scorecards = screen.getByRole('region', { name: 'Scorecards' });
    expect(await within(scorecards).findByText('No scorecards submitted yet.')).toBeVisible();
    expect(within(scorecards).getByText('Not submitted yet')).toBeVisible();

    await user.click(
      await within(interviews).findByRole('button', { name: 'Scorecard: Technical interview' }),
    );
    const form = await within(interviews).findByRole('form', {
      name: /Scorecard: Technical interview/,
    });
    expect(within(interviews).getByLabelText('Written for')).toHaveDisplayValue('Alice Johnson');
    const domain = within(form).getByRole('group', { name: 'Domain knowledge' });
    await user.click(within(domain).getByRole('radio', { name: 'Strong Yes' }));
    await user.type(within(form).getByLabelText('Key take-aways'), 'Knows <the> harbour.');
    // Saved as a draft after a pause, without a button: a reload would find it.
    await within(form).findByText('Draft saved', {}, { timeout: 3000 });
    const mine = `/interviews/${interviewId}/scorecards/mine?interviewerId=1`;
    expect((await api('GET', mine)).body.scorecard).toMatchObject({
      ratings: { 'technical-interview-domain': 'strong_yes' },
      takeaways: 'Knows <the> harbour.',
      submittedAt: null,
    });

    await user.click(within(form).getByRole('button', { name: 'Submit scorecard' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'A scorecard is submitted with an overall recommendation.',
    );
    const overall = within(form).getByRole('group', { name: 'Overall recommendation' });
    await user.click(within(overall).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByRole('button', { name: 'Submit scorecard' }));
    expect(await within(interviews).findByText('Scorecard submitted.')).toBeVisible();
    expect(
      within(interviews).getByRole('button', { name: 'Scorecard: Technical interview' }),
    ).toHaveFocus();

    // The summary: the matrix by interviewer, the tally, and who is still to submit.
    const table = await within(scorecards).findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Alice Johnson' })).toBeVisible();
    const row = within(table).getByRole('row', { name: /Domain knowledge/ });
    expect(row).toHaveTextContent('Strong Yes');
    expect(within(table).getByRole('row', { name: /Problem solving/ })).toHaveTextContent(
      'No opinion',
    );
    expect(within(table).getByRole('row', { name: /Recommendation/ })).toHaveTextContent('Yes');
    // Words are shown as text, never as markup.
    expect(within(scorecards).getByText('Knows <the> harbour.')).toBeVisible();
    expect(within(scorecards).getByLabelText('Recommendations')).toHaveTextContent(
      'Definitely Not0No0Yes1Strong Yes0',
    );
    expect(within(scorecards).getByText('Not submitted yet').parentElement).toHaveTextContent(
      'Bob Smith, Technical interview',
    );
  });

  it('shows the summary before a move to offer, and moves only once confirmed', async () => {
    const { user, candidateId, interviewId } = await openProfile();
    await api('PUT', `/interviews/${interviewId}/scorecards/mine?interviewerId=2`, {
      takeaways: 'Not yet.',
      recommendation: 'no',
      submit: true,
    });
    await screen.findByRole('heading', { name: 'Hana Hand', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Move to another stage' }));
    await user.click(await screen.findByRole('menuitem', { name: /Offer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Hana Hand to Offer?' });
    expect(await within(dialog).findByRole('table')).toHaveTextContent('Bob Smith');
    expect(within(dialog).getByText('Not yet.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await api('GET', `/candidates/${candidateId}`)).body.stage).toBe('tech');

    await user.click(screen.getByRole('button', { name: 'Move to another stage' }));
    await user.click(await screen.findByRole('menuitem', { name: /Offer/ }));
    const again = await screen.findByRole('dialog', { name: 'Move Hana Hand to Offer?' });
    await user.click(within(again).getByRole('button', { name: 'Move to Offer' }));
    await waitFor(async () =>
      expect((await api('GET', `/candidates/${candidateId}`)).body.stage).toBe('offer'),
    );
  });

  it('does not ask an interviewer’s team server for colleagues’ cards before their own is in', async () => {
    const seen = interceptApi();
    // Member 3, the session's interviewer, is on the interview.
    await openProfile({ session: teamSession('interviewer') }, [3]);
    const scorecards = await screen.findByRole('region', { name: 'Scorecards' });
    expect(
      await within(scorecards).findByText(/Submit your own scorecard for this candidate/),
    ).toBeVisible();
    expect(seen.requests('GET', /\/candidates\/\d+\/scorecards$/)).toEqual([]);
  });
});
