import { screen, waitFor, within } from '@testing-library/react';
import { apiError, interceptApi } from '@/test/api';
import { renderRoute } from '@/test/render';
import { seedSample } from '@/test/seed';
import { allCandidates } from '../test/helpers';

/**
 * Erasure. The browser-mode API under these tests has no DELETE /api/candidates/:id yet (the
 * server side is being built), so its answers are faked here: 204, or a failure.
 */

async function openProfile() {
  await seedSample();
  const candidate = (await allCandidates('&stage=applied')).candidates[0]!;
  const view = renderRoute(`/candidates/${candidate.id}`);
  await screen.findByRole('heading', { level: 1, name: candidate.name });
  return { ...view, candidate };
}

const deleteAnswers = (answer: () => Response) =>
  interceptApi(({ method, url }) =>
    method === 'DELETE' && /^\/api\/candidates\/\d+$/.test(url.pathname) ? answer() : undefined,
  );

describe('delete candidate', () => {
  it('asks first; Cancel deletes nothing and gives focus back', async () => {
    const { user, candidate } = await openProfile();
    const seen = deleteAnswers(() => new Response(null, { status: 204 }));
    const button = screen.getByRole('button', { name: 'Delete candidate' });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: `Delete ${candidate.name}?` });
    expect(dialog).toHaveTextContent(
      'This removes the candidate with their notes, timeline and answers. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(seen.writes()).toEqual([]);
  });

  it('deletes after confirming, says so, and goes to the board without the candidate', async () => {
    const { user, router, candidate } = await openProfile();
    const seen = deleteAnswers(() => new Response(null, { status: 204 }));
    await user.click(screen.getByRole('button', { name: 'Delete candidate' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${candidate.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`${candidate.name} was deleted.`)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidates' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidates');
    expect(seen.requests('DELETE', `/api/candidates/${candidate.id}`)).toHaveLength(1);
    // The profile did not fetch the candidate again on its way out.
    expect(seen.requests('GET', `/api/candidates/${candidate.id}`)).toEqual([]);
  });

  it('shows the error and stays on the profile when the delete fails', async () => {
    const { user, router, candidate } = await openProfile();
    deleteAnswers(() => apiError(503, 'The server is unavailable. Nothing was deleted.'));
    await user.click(screen.getByRole('button', { name: 'Delete candidate' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${candidate.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await within(dialog).findByText(
        `Could not delete ${candidate.name}: The server is unavailable. Nothing was deleted.`,
      ),
    ).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/candidates/${candidate.id}`);
    expect(screen.getByRole('heading', { level: 1, name: candidate.name })).toBeInTheDocument();
  });
});
