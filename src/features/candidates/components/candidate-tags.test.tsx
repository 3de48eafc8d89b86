import { screen, waitFor, within } from '@testing-library/react';
import type { Candidate } from '@/api/types';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute, teamSession, type RenderRouteOptions } from '@/test/render';
import { candidateById } from '../test/helpers';

/** The profile's tags: chips, Remove buttons, and "Add a tag", each change one PATCH. */

async function candidateWith(tags: string[] = []): Promise<Candidate> {
  const jobId = (await api('POST', '/jobs', { title: 'Welder' })).body.id as number;
  const made = await api<Candidate>('POST', '/candidates', {
    name: 'Rita Referral',
    email: 'rita@example.com',
    jobId,
    source: 'referral',
  });
  if (tags.length === 0) return made.body;
  return (await api<Candidate>('PATCH', `/candidates/${made.body.id}`, { tags })).body;
}

async function openProfile(candidate: Candidate, options?: RenderRouteOptions) {
  const view = renderRoute(`/candidates/${candidate.id}`, options);
  await screen.findByRole('heading', { level: 1, name: candidate.name });
  return view;
}

const tagsArea = () => screen.getByRole('region', { name: 'Tags' });
const chips = () =>
  within(tagsArea())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.profile-tag-text')?.textContent);
const input = () => within(tagsArea()).getByRole('textbox', { name: 'Add a tag' });
const patches = (requests: ReturnType<typeof interceptApi>['requests'], id: number) =>
  requests('PATCH', `/api/candidates/${id}`).map((request) => request.body);

describe('candidate profile: tags', () => {
  it('adds tags with Enter or Add, one PATCH of the whole list each, shown as text', async () => {
    const candidate = await candidateWith();
    const { requests } = interceptApi();
    const { user } = await openProfile(candidate);
    expect(within(tagsArea()).getByText('No tags yet.')).toBeInTheDocument();

    await user.type(input(), '  Python {Enter}');
    await waitFor(() => expect(chips()).toEqual(['Python']));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();

    await user.type(input(), '<b>Referral</b>');
    await user.click(within(tagsArea()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(chips()).toEqual(['Python', '<b>Referral</b>']));
    // Markup typed is shown as typed, never rendered.
    expect(tagsArea().querySelector('b')).toBeNull();
    // Focus goes back to the input, ready for the next one.
    expect(input()).toHaveFocus();

    await waitFor(() => expect(within(tagsArea()).getByRole('status')).toHaveTextContent(''));
    expect(patches(requests, candidate.id)).toEqual([
      { tags: ['Python'] },
      { tags: ['Python', '<b>Referral</b>'] },
    ]);
    expect((await candidateById(candidate.id)).tags).toEqual(['Python', '<b>Referral</b>']);
  });

  it('ignores a blank or repeated tag with a hint', async () => {
    const candidate = await candidateWith(['Python']);
    const { requests } = interceptApi();
    const { user } = await openProfile(candidate);

    await user.type(input(), '   {Enter}');
    expect(within(tagsArea()).getByRole('alert')).toHaveTextContent('Type a tag first.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input());
    expect(within(tagsArea()).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(input(), 'PYTHON{Enter}');
    expect(within(tagsArea()).getByRole('alert')).toHaveTextContent('“Python” is already a tag.');
    expect(input()).toHaveValue('PYTHON');
    expect(chips()).toEqual(['Python']);
    expect(patches(requests, candidate.id)).toEqual([]);
  });

  it('says a candidate has the most tags, and sends nothing', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `Tag ${i + 1}`);
    const candidate = await candidateWith(twenty);
    const { requests } = interceptApi();
    const { user } = await openProfile(candidate);
    await user.type(input(), 'One more{Enter}');
    expect(within(tagsArea()).getByRole('alert')).toHaveTextContent(
      'A candidate can have at most 20 tags. Remove one to add another.',
    );
    expect(chips()).toHaveLength(20);
    expect(patches(requests, candidate.id)).toEqual([]);
  });

  it('removes a tag with its button, and focus moves to the next chip, then to the input', async () => {
    const candidate = await candidateWith(['Python', 'Referral', 'Remote']);
    const { requests } = interceptApi();
    const { user } = await openProfile(candidate);

    await user.click(within(tagsArea()).getByRole('button', { name: 'Remove tag Referral' }));
    await waitFor(() => expect(chips()).toEqual(['Python', 'Remote']));
    expect(within(tagsArea()).getByRole('button', { name: 'Remove tag Remote' })).toHaveFocus();

    // The keyboard's way: Enter on the focused button; the last one gives focus to the one before.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chips()).toEqual(['Python']));
    expect(within(tagsArea()).getByRole('button', { name: 'Remove tag Python' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chips()).toEqual([]));
    expect(input()).toHaveFocus();

    await waitFor(() => expect(within(tagsArea()).getByRole('status')).toHaveTextContent(''));
    expect(patches(requests, candidate.id)).toEqual([
      { tags: ['Python', 'Remote'] },
      { tags: ['Python'] },
      { tags: [] },
    ]);
    expect((await candidateById(candidate.id)).tags).toEqual([]);
  });

  it('shows a change at once, and takes it back with the reason when it cannot be saved', async () => {
    const candidate = await candidateWith(['Python']);
    let answer: (response: Response) => void = () => {};
    const { requests } = interceptApi((request) =>
      request.method === 'PATCH'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    const { user } = await openProfile(candidate);

    await user.type(input(), 'Go{Enter}');
    await waitFor(() => expect(chips()).toEqual(['Python', 'Go']));
    expect(within(tagsArea()).getByRole('status')).toHaveTextContent('Saving…');
    await waitFor(() => expect(patches(requests, candidate.id)).toHaveLength(1));
    answer(apiError(503, 'The server is unavailable.'));

    expect(await within(tagsArea()).findByRole('alert')).toHaveTextContent(
      'Could not add the tag “Go”. The server is unavailable.',
    );
    expect(chips()).toEqual(['Python']);
    // What was typed is back, ready to try again.
    expect(input()).toHaveValue('Go');
    expect(within(tagsArea()).getByRole('status')).toHaveTextContent('');

    await user.click(within(tagsArea()).getByRole('button', { name: 'Remove tag Python' }));
    await waitFor(() => expect(chips()).toEqual([]));
    await waitFor(() => expect(patches(requests, candidate.id)).toHaveLength(2));
    // A new change clears the last failure.
    expect(within(tagsArea()).queryByRole('alert')).not.toBeInTheDocument();
    answer(apiError(409, 'Conflict.'));
    expect(await within(tagsArea()).findByRole('alert')).toHaveTextContent(
      'Could not remove the tag “Python”. Conflict.',
    );
    expect(chips()).toEqual(['Python']);
    expect((await candidateById(candidate.id)).tags).toEqual(['Python']);
  });

  it('sends quick changes one after the other, each worked out from the list saved before it', async () => {
    const candidate = await candidateWith();
    let answerFirst: (response: Response) => void = () => {};
    const { requests } = interceptApi((request, pass) =>
      request.method === 'PATCH' && patches(requests, candidate.id).length === 1
        ? new Promise<Response>((resolve) => {
            answerFirst = resolve;
          })
        : request.method === 'PATCH'
          ? pass()
          : undefined,
    );
    const { user } = await openProfile(candidate);
    await user.type(input(), 'One{Enter}Two{Enter}');
    expect(chips()).toEqual(['One', 'Two']);
    // The second waits for the first.
    await waitFor(() => expect(patches(requests, candidate.id)).toHaveLength(1));
    expect(patches(requests, candidate.id)).toHaveLength(1);

    // The first fails: the second is sent without it.
    answerFirst(apiError(503, 'The server is unavailable.'));
    await waitFor(() => expect(within(tagsArea()).getByRole('status')).toHaveTextContent(''));
    expect(patches(requests, candidate.id)).toEqual([{ tags: ['One'] }, { tags: ['Two'] }]);
    expect(chips()).toEqual(['Two']);
    expect(within(tagsArea()).getByRole('alert')).toHaveTextContent('Could not add the tag “One”.');
    expect((await candidateById(candidate.id)).tags).toEqual(['Two']);
  });

  it('shows an interviewer the tags, with no way to change them', async () => {
    const candidate = await candidateWith(['Python', 'Referral']);
    await openProfile(candidate, { session: teamSession('interviewer') });
    expect(chips()).toEqual(['Python', 'Referral']);
    expect(within(tagsArea()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(tagsArea()).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
