import { screen, waitFor, within } from '@testing-library/react';
import type { Candidate } from '@/api/types';
import { api, write } from '@/test/api';
import { renderRoute } from '@/test/render';
import { CARD_SLOT, TAGS_ROW } from './board-column';

/** A board card's tags: the first three as chips, then how many more, in a taller card. */

async function addCandidate(jobId: number, name: string, tags: string[]): Promise<Candidate> {
  const made = await api<Candidate>('POST', '/candidates', {
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    jobId,
    source: 'referral',
  });
  if (tags.length > 0) await api('PATCH', `/candidates/${made.body.id}`, { tags });
  return made.body;
}

const cardOf = async (candidate: Candidate) =>
  (await screen.findByText(candidate.email)).closest('li.cand-card') as HTMLElement;

describe('candidate card: tags', () => {
  it('shows up to three tags as text, then "+N" naming the rest, and nothing without tags', async () => {
    const jobId = (await api('POST', '/jobs', { title: 'Welder' })).body.id as number;
    const many = await addCandidate(jobId, 'Ann Able', [
      'Python',
      '<img src=x onerror=alert(1)>',
      'Remote',
      'Go',
      'Rust',
    ]);
    const few = await addCandidate(jobId, 'Ben Best', ['Referral']);
    const none = await addCandidate(jobId, 'Cid Cole', []);
    renderRoute('/candidates');

    const card = await cardOf(many);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Python', '<img src=x onerror=alert(1)>', 'Remote', '+2 more: Go, Rust']);
    expect(card.querySelector('img')).toBeNull();
    // The whole list on hover, where the chips are cut short.
    expect(tags).toHaveAttribute('title', 'Python, <img src=x onerror=alert(1)>, Remote, Go, Rust');

    const one = within(await cardOf(few)).getByRole('list', { name: 'Tags' });
    expect(
      within(one)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Referral']);
    expect(within(await cardOf(none)).queryByRole('list', { name: 'Tags' })).toBeNull();

    // A card with tags is one row taller, and the cards below it are placed lower by as much.
    expect(card).toHaveClass('has-tags');
    expect((await cardOf(none)).classList.contains('has-tags')).toBe(false);
    const top = async (candidate: Candidate) => (await cardOf(candidate)).style.transform;
    expect(await top(many)).toBe('translateY(8px)');
    expect(await top(few)).toBe(`translateY(${8 + CARD_SLOT + TAGS_ROW}px)`);
    expect(await top(none)).toBe(`translateY(${8 + 2 * (CARD_SLOT + TAGS_ROW)}px)`);
  });

  it('shows a tag added on the profile when the board is opened again', async () => {
    const jobId = (await api('POST', '/jobs', { title: 'Welder' })).body.id as number;
    const ann = await addCandidate(jobId, 'Ann Able', []);
    const { user } = renderRoute('/candidates');
    await user.click(within(await cardOf(ann)).getByRole('link', { name: /View Profile/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Add a tag' }), 'Python{Enter}');
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Tags' }).querySelector('[role="status"]'),
      ).toHaveTextContent(''),
    );
    await user.click(screen.getByRole('link', { name: /Back to Candidates/ }));
    await waitFor(async () =>
      expect(within(await cardOf(ann)).getByRole('list', { name: 'Tags' })).toHaveTextContent(
        'Python',
      ),
    );
  });
});

describe('candidate card: a withdrawal', () => {
  it('says "Withdrew" on the card and the profile of one who withdrew, not of one the team rejected', async () => {
    const jobId = (await api('POST', '/jobs', { title: 'Rigger' })).body.id as number;
    const gone = await addCandidate(jobId, 'Wes Went', []);
    const rejected = await addCandidate(jobId, 'Rob Rejected', []);
    await api('PATCH', `/candidates/${rejected.id}`, { stage: 'rejected' });
    // As the applicant's withdrawal leaves them (services/applicants.ts).
    await write((tx) =>
      tx.candidates.update({ ...gone, stage: 'rejected', withdrawnAt: new Date().toISOString() }),
    );
    const view = renderRoute('/candidates');
    expect(within(await cardOf(gone)).getByText('Withdrew')).toBeVisible();
    expect(within(await cardOf(rejected)).queryByText('Withdrew')).toBeNull();
    view.unmount();

    renderRoute(`/candidates/${gone.id}`);
    expect(await screen.findByText('Rejected · Withdrew')).toBeVisible();
  });
});
