import { screen, waitFor, within } from '@testing-library/react';
import { api, interceptApi, publishedAnswer } from '@/test/api';
import { oneApplicant } from '@/test/builders';
import { renderRoute, teamSession } from '@/test/render';

/**
 * /offers/approve in team mode. The screens' API is browser mode's, which has no approvers (a
 * chain there is empty), so the waiting offer and the approval are the team server's answers,
 * faked through the routes' published schemas around a real offer.
 */

async function waitingOffer() {
  const candidate = await oneApplicant({ name: 'Ann Applicant', stage: 'offer' });
  const made = await api('POST', `/candidates/${candidate.id}/offers`, {
    salary: { amount: 72000, currency: 'EUR', period: 'year' },
    startDate: '2027-03-01',
  });
  expect(made.status).toBe(201);
  const pending = {
    ...made.body,
    status: 'pending',
    round: 1,
    steps: [{ label: 'Rita Recruiter', state: 'waiting', decisions: [] }],
    mayDecide: true,
  };
  return { candidate, pending };
}

describe('Offers to approve (team mode)', () => {
  it('lists the offer waiting on the member, with its count in the navigation; approving it takes it off', async () => {
    const { candidate, pending } = await waitingOffer();
    let waiting = true;
    const fake = interceptApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/offers/to-approve')
        return publishedAnswer(
          'GET /api/offers/to-approve',
          waiting ? { offers: [pending], count: 1 } : { offers: [], count: 0 },
        );
      if (method === 'POST' && url.pathname === `/api/offers/${pending.id}/approve`) {
        waiting = false;
        return publishedAnswer('POST /api/offers/:id/approve', {
          ...pending,
          status: 'approved',
          mayDecide: false,
          steps: [
            {
              label: 'Rita Recruiter',
              state: 'approved',
              decisions: [
                {
                  round: 1,
                  step: 0,
                  memberId: 2,
                  name: 'Rita Recruiter',
                  decision: 'approved',
                  at: new Date().toISOString(),
                },
              ],
            },
          ],
        });
      }
      return undefined;
    });
    const { user } = renderRoute('/offers/approve', { session: teamSession('recruiter') });
    // The page's code loads lazily: the first screen of the file may take a while on a busy CPU.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Offers to approve' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole('link', { name: 'Offers to approve, 1 waiting' }),
    ).toHaveAttribute('href', '/offers/approve');

    const item = (await screen.findByRole('link', { name: candidate.name })).closest('li')!;
    expect(within(item).getByRole('link', { name: candidate.name })).toHaveAttribute(
      'href',
      `/candidates/${candidate.id}`,
    );
    expect(item).toHaveTextContent('Harbour Pilot');
    expect(item).toHaveTextContent('EUR 72,000 per year');
    expect(item).toHaveTextContent('1 March 2027');
    expect(within(item).getByText('Waiting')).toBeVisible();

    await user.click(
      within(item).getByRole('button', { name: `Approve the offer for ${candidate.name}` }),
    );
    expect(await screen.findByText('No offer is waiting on you.')).toBeVisible();
    expect(screen.getByText(`Offer for ${candidate.name} approved.`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(fake.requests('POST', `/api/offers/${pending.id}/approve`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Offers to approve' })).toBeVisible(),
    );
  });

  it('declines with a reason, which is required', async () => {
    const { candidate, pending } = await waitingOffer();
    let declined: unknown;
    interceptApi(({ method, url, body }) => {
      if (method === 'GET' && url.pathname === '/api/offers/to-approve')
        return publishedAnswer(
          'GET /api/offers/to-approve',
          declined ? { offers: [], count: 0 } : { offers: [pending], count: 1 },
        );
      if (method === 'POST' && url.pathname === `/api/offers/${pending.id}/decline`) {
        declined = body;
        return publishedAnswer('POST /api/offers/:id/decline', {
          ...pending,
          status: 'draft',
          mayDecide: false,
        });
      }
      return undefined;
    });
    const { user } = renderRoute('/offers/approve', { session: teamSession('recruiter') });
    const item = (await screen.findByRole('link', { name: candidate.name })).closest('li')!;
    const open = within(item).getByRole('button', {
      name: `Decline the offer for ${candidate.name}`,
    });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    const reason = within(dialog).getByLabelText('Reason (required)');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Say why the offer is declined.')).toBeVisible();
    expect(declined).toBeUndefined();

    await user.type(reason, 'Above the band for the role.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('No offer is waiting on you.')).toBeVisible();
    expect(declined).toEqual({ reason: 'Above the band for the role.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in browser mode that the one recruiter approves by submitting', async () => {
    renderRoute('/offers/approve');
    expect(
      await screen.findByText(/In browser mode the one recruiter approves an offer by submitting/),
    ).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', {
        name: /Offers to approve/,
      }),
    ).toBeNull();
  });
});
