import { screen, waitFor, within } from '@testing-library/react';
import type { Candidate } from '@/api/types';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute } from '@/test/render';

/** The profile's "Possible duplicate" notice, the merge dialog and the Duplicates page. */

async function twins(): Promise<{ ann: Candidate; annie: Candidate; bob: Candidate }> {
  const jobId = (await api('POST', '/jobs', { title: 'Welder' })).body.id as number;
  const add = async (name: string, email: string, phone: string) => {
    const made = await api<Candidate>('POST', '/candidates', {
      name,
      email,
      phone,
      jobId,
      source: 'referral',
    });
    expect(made.status).toBe(201);
    return made.body;
  };
  const ann = await add('Ann Lee', 'ann@example.com', '+1 (555) 010-2030');
  const annie = await add('Annie Lee', 'annie@example.org', '1 555 010 2030');
  const bob = await add('Bob Roe', 'bob@example.com', '555 999 1111');
  await api('POST', `/candidates/${ann.id}/notes`, { text: 'Ann’s note.' });
  await api('POST', `/candidates/${annie.id}/notes`, { text: 'Annie’s note.' });
  return { ann, annie, bob };
}

const notice = () => screen.findByRole('region', { name: 'Possible duplicate' });
const dialog = () => screen.findByRole('dialog', { name: 'Merge duplicate candidates?' });

describe('the possible duplicate notice', () => {
  it('names the other candidate with a link and the reason; nothing shows without one', async () => {
    const { ann, annie, bob } = await twins();
    renderRoute(`/candidates/${ann.id}`);
    const shown = await notice();
    expect(shown).toHaveTextContent('Possible duplicate of Annie Lee');
    expect(shown).toHaveTextContent('same phone number');
    expect(within(shown).getByRole('link', { name: 'Annie Lee' })).toHaveAttribute(
      'href',
      `/candidates/${annie.id}`,
    );
    expect(within(shown).getByRole('button', { name: 'Merge with Annie Lee' })).toBeEnabled();

    renderRoute(`/candidates/${bob.id}`);
    await screen.findByRole('heading', { name: 'Bob Roe' });
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: 'Possible duplicate' })).toHaveLength(1),
    );
  });

  it('merges into this candidate after asking: both notes here, the other erased', async () => {
    const { ann, annie } = await twins();
    const { requests } = interceptApi();
    const { user, router } = renderRoute(`/candidates/${ann.id}`);
    await user.click(within(await notice()).getByRole('button', { name: 'Merge with Annie Lee' }));

    const asked = await dialog();
    expect(within(asked).getByRole('radio', { name: /Keep Ann Lee/ })).toBeChecked();
    expect(within(asked).getByRole('radio', { name: /Keep Annie Lee/ })).not.toBeChecked();
    expect(asked).toHaveTextContent('Ann Lee (ann@example.com) is kept.');
    expect(asked).toHaveTextContent(
      'Annie Lee (annie@example.org) is then erased. This cannot be undone.',
    );
    expect(asked).toHaveTextContent('notes, timeline');
    // Focus starts on Cancel, so Enter never merges by accident.
    expect(within(asked).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(asked).getByRole('button', { name: 'Merge and erase' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', `/api/candidates/${ann.id}/merge`).map((r) => r.body)).toEqual([
      { otherId: annie.id },
    ]);
    expect(router.state.location.pathname).toBe(`/candidates/${ann.id}`);
    expect(await screen.findByText('Annie’s note.')).toBeInTheDocument();
    expect(screen.getByText('Ann’s note.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Possible duplicate' })).not.toBeInTheDocument(),
    );
    expect((await api('GET', `/candidates/${annie.id}`)).status).toBe(404);
  });

  it('keeps the other candidate when chosen, and opens their profile', async () => {
    const { ann, annie } = await twins();
    const { user, router } = renderRoute(`/candidates/${ann.id}`);
    await user.click(within(await notice()).getByRole('button', { name: 'Merge with Annie Lee' }));
    const asked = await dialog();
    await user.click(within(asked).getByRole('radio', { name: /Keep Annie Lee/ }));
    expect(asked).toHaveTextContent('Ann Lee (ann@example.com) is then erased.');
    await user.click(within(asked).getByRole('button', { name: 'Merge and erase' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/candidates/${annie.id}`));
    expect(await screen.findByRole('heading', { name: 'Annie Lee' })).toBeInTheDocument();
    expect(await screen.findByText('Ann’s note.')).toBeInTheDocument();
    expect((await api('GET', `/candidates/${ann.id}`)).status).toBe(404);
  });

  it('shows a failed merge in the dialog, which stays open, and nothing is merged', async () => {
    const { ann, annie } = await twins();
    interceptApi((request) =>
      request.method === 'POST' && request.url.pathname.endsWith('/merge')
        ? apiError(503, 'The database is busy.')
        : undefined,
    );
    const { user } = renderRoute(`/candidates/${ann.id}`);
    await user.click(within(await notice()).getByRole('button', { name: 'Merge with Annie Lee' }));
    const asked = await dialog();
    await user.click(within(asked).getByRole('button', { name: 'Merge and erase' }));
    expect(await within(asked).findByRole('alert')).toHaveTextContent(
      'Could not merge: The database is busy.',
    );
    expect(within(asked).getByRole('button', { name: 'Merge and erase' })).toBeEnabled();
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await api('GET', `/candidates/${annie.id}`)).status).toBe(200);
  });
});

describe('the Duplicates page', () => {
  it('is reached from the board, lists each group with links, and merges a pair', async () => {
    const { ann } = await twins();
    const { user, router } = renderRoute('/candidates');
    await user.click(await screen.findByRole('link', { name: 'Duplicates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidates/duplicates'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Possible duplicates' }),
    ).toBeInTheDocument();
    const group = (await screen.findByRole('heading', { name: 'Same phone number' })).closest(
      'li',
    )!;
    expect(await within(group).findByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      `/candidates/${ann.id}`,
    );
    expect(within(group).getByRole('link', { name: 'Annie Lee' })).toBeInTheDocument();
    expect(within(group).queryByText('Bob Roe')).not.toBeInTheDocument();

    await user.click(
      within(group).getByRole('button', {
        name: 'Merge Ann Lee (ann@example.com) and Annie Lee (annie@example.org)',
      }),
    );
    const asked = await dialog();
    // The candidate added first is kept unless another is chosen.
    expect(within(asked).getByRole('radio', { name: /Keep Ann Lee/ })).toBeChecked();
    await user.click(within(asked).getByRole('button', { name: 'Merge and erase' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/candidates/${ann.id}`));
    expect(await screen.findByText('Annie’s note.')).toBeInTheDocument();
  });

  it('says so when there are no possible duplicates', async () => {
    renderRoute('/candidates/duplicates');
    expect(await screen.findByText('No possible duplicates.')).toBeInTheDocument();
  });
});
