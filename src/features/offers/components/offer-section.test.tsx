import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { Candidate } from '@/api/types';
import { api, apiError, interceptApi } from '@/test/api';
import { candidateInTech, oneApplicant } from '@/test/builders';
import { renderRoute, teamSession } from '@/test/render';

/** The profile's Offer section, over the real offers API (browser mode's local recruiter). */

const TERMS = {
  salary: { amount: 72000, currency: 'EUR', period: 'year' },
  startDate: '2027-03-01',
};

async function offerFor(candidateId: number, ...steps: Array<'submit' | 'send'>) {
  const made = await api('POST', `/candidates/${candidateId}/offers`, TERMS);
  expect(made.status).toBe(201);
  let offer = made.body;
  for (const step of steps) {
    const answer = await api('POST', `/offers/${offer.id}/${step}`, step === 'send' ? {} : {});
    expect(answer.status).toBe(200);
    offer = answer.body;
  }
  return offer as { id: number; status: string };
}

async function openProfile(candidate: Pick<Candidate, 'id' | 'name'>) {
  const view = renderRoute(`/candidates/${candidate.id}`);
  // The profile's code loads lazily: the first screen of the file may take a while on a busy CPU.
  await screen.findByRole('heading', { level: 1, name: candidate.name }, { timeout: SLOW });
  const section = await screen.findByRole('region', { name: 'Offer' });
  return { ...view, section };
}

/** How long a first lazy load may take on a busy machine. */
const SLOW = 10_000;

/** The test ends once nothing is on its way (the reads a write made stale). */
const settled = (client: QueryClient) =>
  waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));

/** The section's "Current offer" card. */
const currentOffer = (section: HTMLElement) =>
  within(section).findByRole('article', { name: 'Current offer' });

describe('the profile’s Offer section', () => {
  it('drafts an offer in a dialog, then shows it as a draft with its terms', async () => {
    const candidate = await oneApplicant();
    const { user, section, queryClient } = await openProfile(candidate);
    expect(await within(section).findByText('No offer yet.')).toBeVisible();

    const draft = within(section).getByRole('button', { name: 'Draft an offer' });
    await user.click(draft);
    const dialog = await screen.findByRole('dialog', {
      name: `Draft an offer for ${candidate.name}`,
    });
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveFocus();
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('EUR');
    expect(within(dialog).getByLabelText('Period')).toHaveValue('year');
    expect(within(dialog).getByLabelText('Letter template')).toHaveDisplayValue(
      'Standard offer letter',
    );

    // Nothing is sent while a term is missing: the field says so and takes the focus.
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(within(dialog).getByText('Enter the amount, more than 0.')).toBeVisible();
    expect(amount).toHaveFocus();

    await user.type(amount, '72000');
    await user.type(within(dialog).getByLabelText('Start date'), '2027-03-01');
    await user.type(within(dialog).getByLabelText('Notes'), 'Relocation agreed.');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    const card = await currentOffer(section);
    expect(within(card).getByText('Draft')).toBeVisible();
    expect(within(card).getByText('EUR 72,000 per year')).toBeVisible();
    expect(within(card).getByText('1 March 2027')).toBeVisible();
    expect(within(card).getByText('Version 1')).toBeVisible();
    expect(within(card).getByText('Relocation agreed.')).toBeVisible();
    expect(await within(section).findByText('Offer drafted.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Draft an offer' })).toBeNull();
    await waitFor(() =>
      expect(within(card).getByRole('heading', { name: 'Current offer' })).toHaveFocus(),
    );

    await settled(queryClient);
    const stored = (await api('GET', `/candidates/${candidate.id}/offers`)).body.offers;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'draft', version: 1 });
    expect(stored[0].versions[0]).toMatchObject({ ...TERMS, notes: 'Relocation agreed.' });
  });

  it('shows the team’s feedback before the form, as before a move to Offer', async () => {
    const { candidateId } = await candidateInTech();
    const scheduled = await api('POST', `/candidates/${candidateId}/interviews`, {
      planInterviewId: 'technical-interview',
      startsAt: '2026-12-01T09:30:00Z',
      durationMinutes: 60,
      interviewerIds: [2],
    });
    await api('PUT', `/interviews/${scheduled.body.interview.id}/scorecards/mine?interviewerId=2`, {
      takeaways: 'Strong on navigation.',
      recommendation: 'yes',
      submit: true,
    });
    const { user, section, queryClient } = await openProfile({
      id: candidateId,
      name: 'Hana Hand',
    });
    await user.click(await within(section).findByRole('button', { name: 'Draft an offer' }));
    // The review's code (the interviews feature's) loads when it is first needed.
    const review = await screen.findByRole(
      'dialog',
      { name: 'Draft an offer for Hana Hand?' },
      { timeout: SLOW },
    );
    expect(await within(review).findByText('Strong on navigation.')).toBeVisible();
    await user.click(within(review).getByRole('button', { name: 'Draft an offer' }));
    expect(
      await screen.findByRole('dialog', { name: 'Draft an offer for Hana Hand' }),
    ).toBeVisible();
    await settled(queryClient);
  });

  it('keeps the form as typed and shows the API’s refusal in an alert', async () => {
    const candidate = await oneApplicant();
    interceptApi(({ method, url }) =>
      method === 'POST' && url.pathname === `/api/candidates/${candidate.id}/offers`
        ? apiError(409, 'The candidate has an open offer already.', 'conflict')
        : undefined,
    );
    const { user, section, queryClient } = await openProfile(candidate);
    await user.click(await within(section).findByRole('button', { name: 'Draft an offer' }));
    const dialog = await screen.findByRole('dialog', { name: /^Draft an offer for/ });
    await user.type(within(dialog).getByLabelText('Amount'), '5000');
    await user.clear(within(dialog).getByLabelText('Currency'));
    await user.type(within(dialog).getByLabelText('Currency'), 'usd');
    await user.selectOptions(within(dialog).getByLabelText('Period'), 'month');
    await user.type(within(dialog).getByLabelText('Start date'), '2027-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not save the offer: The candidate has an open offer already.',
    );
    expect(within(dialog).getByLabelText('Amount')).toHaveValue(5000);
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('USD');
    expect(within(dialog).getByLabelText('Period')).toHaveValue('month');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2027-04-01');
    expect(within(dialog).getByRole('button', { name: 'Save draft' })).toBeEnabled();
    await settled(queryClient);
    expect((await api('GET', `/candidates/${candidate.id}/offers`)).body.offers).toEqual([]);
  });

  it('submits with an empty approval chain: the offer is approved at once', async () => {
    const candidate = await oneApplicant();
    await offerFor(candidate.id);
    const { user, section, queryClient } = await openProfile(candidate);
    const card = await currentOffer(section);
    expect(within(card).getByText('Draft')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Submit for approval' }));
    expect(await within(card).findByText('Approved')).toBeVisible();
    expect(
      await within(section).findByText('Offer approved: no approval is needed.'),
    ).toHaveAttribute('role', 'status');
    expect(within(card).queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    // Browser mode sends nothing: the recruiter prints the letter and marks it as sent.
    expect(within(card).getByRole('button', { name: 'Mark as sent' })).toBeVisible();
    await settled(queryClient);
  });

  it('takes a change of an approved offer back to Draft, as a new version', async () => {
    const candidate = await oneApplicant();
    await offerFor(candidate.id, 'submit');
    const { user, section, queryClient } = await openProfile(candidate);
    const card = await currentOffer(section);
    expect(within(card).getByText('Approved')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Edit terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit terms' });
    expect(
      within(dialog).getByText('A change goes back to Draft, to be approved again.'),
    ).toBeVisible();
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveValue(72000);
    await user.clear(amount);
    await user.type(amount, '80000');
    await user.click(within(dialog).getByRole('button', { name: 'Save new terms' }));

    expect(await within(card).findByText('Draft')).toBeVisible();
    expect(within(card).getByText('Version 2')).toBeVisible();
    expect(within(card).getByText('EUR 80,000 per year')).toBeVisible();
    expect(await within(section).findByText('Saved as version 2, a draft.')).toHaveAttribute(
      'role',
      'status',
    );
    await settled(queryClient);
  });

  it('marks an approved offer as sent, then records the candidate’s acceptance: Accepted, and hired', async () => {
    const candidate = await oneApplicant({ stage: 'offer' });
    await offerFor(candidate.id, 'submit');
    const { user, section, queryClient } = await openProfile(candidate);
    const card = await currentOffer(section);

    await user.click(within(card).getByRole('button', { name: 'Mark as sent' }));
    const send = await screen.findByRole('dialog', { name: 'Mark the offer as sent?' });
    expect(within(send).getByText(/print the letter/)).toBeVisible();
    expect(within(send).getByLabelText('Days the offer stays open')).toHaveValue(14);
    await user.click(within(send).getByRole('button', { name: 'Mark as sent' }));
    expect(await within(card).findByText('Sent')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Record the candidate’s answer' }));
    const record = await screen.findByRole('dialog', { name: 'Record the candidate’s answer' });
    expect(within(record).getByRole('radio', { name: 'Accepted' })).toBeChecked();
    await user.click(within(record).getByRole('button', { name: 'Record answer' }));
    expect(within(record).getByText('Type the name the candidate signed with.')).toBeVisible();
    await user.type(within(record).getByLabelText('Name they signed'), candidate.name);
    await user.click(within(record).getByRole('button', { name: 'Record answer' }));

    // Closed now: the offer moves to the history, and a new one may be drafted.
    const history = await within(section).findByRole('heading', { name: 'Earlier offers' });
    const earlier = within(history.parentElement!).getByRole('listitem');
    expect(within(earlier).getByText('Accepted')).toBeVisible();
    expect(earlier).toHaveTextContent(`signed “${candidate.name}”`);
    expect(within(section).queryByRole('article', { name: 'Current offer' })).toBeNull();
    // The acceptance moved the candidate: the profile's stage follows.
    await waitFor(() =>
      expect(
        screen.getByText('Hired', { selector: '.profile-stage .stage-badge' }),
      ).toBeInTheDocument(),
    );
    await settled(queryClient);
    expect((await api('GET', `/candidates/${candidate.id}`)).body.stage).toBe('hired');
  });

  it('previews the letter in a dialog, with Print and no PDF in browser mode', async () => {
    const candidate = await oneApplicant();
    await offerFor(candidate.id);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, section, queryClient } = await openProfile(candidate);
    const card = await currentOffer(section);
    const open = within(card).getByRole('button', { name: 'Preview letter' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Offer letter' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Offer of employment' }),
    ).toBeVisible();
    expect(within(dialog).getByText(/EUR 72,000 per year/)).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: 'Download PDF' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The dialog's one Close button, in its header.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await settled(queryClient);
  });

  it('is not shown to a member who may not make offers (an interviewer)', async () => {
    const candidate = await oneApplicant();
    renderRoute(`/candidates/${candidate.id}`, { session: teamSession('interviewer') });
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    await screen.findByRole('region', { name: 'Interviews' });
    expect(screen.queryByRole('region', { name: 'Offer' })).not.toBeInTheDocument();
  });
});
