import { screen, waitFor, within } from '@testing-library/react';
import type { Note, TimelineEntry } from '@/api/types';
import { api, interceptApi, publishedAnswer } from '@/test/api';
import { oneApplicant } from '@/test/builders';
import { renderRoute, teamMember, teamSession } from '@/test/render';
import { seedSample } from '@/test/seed';

/** Team mode on the board and the profile: what each role may do, and who wrote what. */

const MEMBERS = [
  teamMember('admin'),
  teamMember('recruiter'),
  teamMember('interviewer', { name: 'Ivy Interviewer' }),
];

const firstCandidate = () => oneApplicant({ stage: 'screen' });

describe('an interviewer (team mode)', () => {
  it('sees the board read-only: no drag handles, no Move menus', async () => {
    const candidate = await firstCandidate();
    renderRoute('/candidates', { session: teamSession('interviewer') });
    const column = await screen.findByRole('region', { name: /^Screen:/ });
    await within(column).findByText(candidate.name);
    expect(within(column).getAllByRole('link', { name: /^View Profile/ }).length).toBeGreaterThan(
      0,
    );
    expect(
      within(column).queryByRole('button', { name: `Drag ${candidate.name}` }),
    ).not.toBeInTheDocument();
    expect(within(column).queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    // No card is offered to the keyboard drag either (dnd-kit's draggable role and instructions).
    expect(document.querySelector('[aria-roledescription="draggable"]')).toBeNull();
    expect(
      screen.getByText('Open a candidate to read their profile and add notes.'),
    ).toBeInTheDocument();
  });

  it('sees a profile without Move, Edit details or Delete, and can still write a note', async () => {
    const candidate = await firstCandidate();
    const { user, queryClient } = renderRoute(`/candidates/${candidate.id}`, {
      session: teamSession('interviewer'),
    });
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    expect(screen.queryByRole('button', { name: 'Move to another stage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete candidate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();

    const notes = screen.getByRole('region', { name: 'Notes' });
    await user.type(within(notes).getByRole('combobox', { name: 'Add a note' }), 'Good call');
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));
    expect(await within(notes).findByText('Good call')).toBeInTheDocument();
    // The list is fetched again after the save: the test ends once nothing is on its way.
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  });

  it('sees the jobs without Create, Edit, Archive or drag handles, and a job page without the builder link', async () => {
    await seedSample();
    const { user } = renderRoute('/', { session: teamSession('interviewer') });
    const [first] = await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: '+ Create Job' })).not.toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: /^Reorder / })).not.toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      within(first!).queryByRole('button', { name: /^(Archive|Unarchive)$/ }),
    ).not.toBeInTheDocument();
    const link = within(first!).getByRole('link');
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: link.textContent! });
    expect(screen.getByRole('link', { name: 'Apply Now' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Assessment' })).not.toBeInTheDocument();
    const responses = await screen.findByRole('region', { name: 'Assessment responses' });
    await waitFor(() =>
      expect(within(responses).queryByText('Loading responses...')).not.toBeInTheDocument(),
    );
  });

  it('is told the assessment builder is for recruiters and admins', async () => {
    const { body: job } = await api('POST', '/jobs', { title: 'Welder' });
    renderRoute(`/jobs/${job.id}/assessment`, { session: teamSession('interviewer') });
    expect(
      await screen.findByText('Only recruiters and admins can edit assessments.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Assessment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to job/ })).toHaveAttribute(
      'href',
      `/jobs/${job.id}`,
    );
  });

  it('sees no Backup link and no backup page', async () => {
    renderRoute('/backup', { session: teamSession('interviewer') });
    expect(
      await screen.findByText('Only admins can back up and restore the team’s data.'),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Backup' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
  });
});

describe('a recruiter (team mode)', () => {
  it('moves candidates and sees the Delete action', async () => {
    const candidate = await firstCandidate();
    renderRoute(`/candidates/${candidate.id}`, { session: teamSession('recruiter') });
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    expect(screen.getByRole('button', { name: 'Move to another stage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete candidate' })).toBeInTheDocument();
  });
});

describe('authors (team mode)', () => {
  it('names who wrote each note and who moved the candidate; entries without an author are unchanged', async () => {
    const candidate = await firstCandidate();
    const notes: Note[] = [
      {
        id: 1,
        candidateId: candidate.id,
        text: 'Older note',
        createdAt: '2030-01-01T09:00:00.000Z',
      },
      {
        id: 2,
        candidateId: candidate.id,
        text: 'Strong answers',
        createdAt: '2030-01-02T09:00:00.000Z',
        author: { id: 2, name: 'Rita Recruiter' },
      },
    ];
    const timeline: TimelineEntry[] = [
      { date: '2030-01-01T08:00:00.000Z', stage: 'applied', notes: 'Applied' },
      {
        date: '2030-01-03T08:00:00.000Z',
        stage: 'screen',
        notes: 'Moved from Applied to Screen',
        author: { id: 2, name: 'Rita Recruiter' },
      },
    ];
    interceptApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === `/api/candidates/${candidate.id}/notes`)
        return publishedAnswer('GET /api/candidates/:id/notes', notes);
      if (method === 'GET' && url.pathname === `/api/candidates/${candidate.id}/timeline`)
        return publishedAnswer('GET /api/candidates/:id/timeline', timeline);
      return undefined;
    });
    renderRoute(`/candidates/${candidate.id}`, { session: teamSession('interviewer') });

    const history = await screen.findByRole('region', { name: 'Hiring Timeline' });
    expect(
      await within(history).findByText('Moved from Applied to Screen · Rita Recruiter'),
    ).toBeInTheDocument();
    expect(
      within(history).getByText('Applied', { selector: '.timeline-notes' }),
    ).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: /Saved notes/ });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(within(newest!).getByText('Rita Recruiter')).toBeInTheDocument();
    expect(
      within(newest!).getByText(new Date(notes[1]!.createdAt).toLocaleString()),
    ).toBeInTheDocument();
    expect(older!.querySelector('.note-author')).toBeNull();
  });
});

describe('changing notes (team mode)', () => {
  const notesOf = (candidateId: number): Note[] => [
    {
      id: 1,
      candidateId,
      text: 'By Rita',
      createdAt: '2030-01-01T09:00:00.000Z',
      author: { id: 2, name: 'Rita Recruiter' },
    },
    {
      id: 2,
      candidateId,
      text: 'By Ian',
      createdAt: '2030-01-02T09:00:00.000Z',
      editedAt: '2030-01-02T10:00:00.000Z',
      author: { id: 3, name: 'Ian Interviewer' },
    },
  ];
  const open = async (role: 'interviewer' | 'admin') => {
    const candidate = await firstCandidate();
    interceptApi(({ method, url }) =>
      method === 'GET' && url.pathname === `/api/candidates/${candidate.id}/notes`
        ? publishedAnswer('GET /api/candidates/:id/notes', notesOf(candidate.id))
        : undefined,
    );
    renderRoute(`/candidates/${candidate.id}`, { session: teamSession(role) });
    const list = await screen.findByRole('list', { name: /Saved notes/ });
    const [ians, ritas] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    return { ians, ritas };
  };

  it('offers a member Edit and Delete on their own notes only, and marks an edited one', async () => {
    const { ians, ritas } = await open('interviewer');
    expect(within(ians).getByRole('button', { name: 'Edit note' })).toBeInTheDocument();
    expect(within(ians).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
    expect(within(ians).getByText('edited')).toBeInTheDocument();
    expect(within(ritas).queryByRole('button', { name: /note/ })).not.toBeInTheDocument();
    expect(within(ritas).queryByText('edited')).not.toBeInTheDocument();
  });

  it("offers an admin Delete on anyone's note, and Edit on none of theirs", async () => {
    const { ians, ritas } = await open('admin');
    for (const item of [ians, ritas]) {
      expect(within(item).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
    }
  });
});

describe('mentions (team mode)', () => {
  it('suggests the members who may open the candidate, and shows their mentions in bold', async () => {
    const candidate = await firstCandidate();
    const seen = interceptApi(({ method, url }) =>
      method === 'GET' && url.pathname === '/api/users'
        ? publishedAnswer('GET /api/users', { users: MEMBERS })
        : undefined,
    );
    const { user } = renderRoute(`/candidates/${candidate.id}`, {
      session: teamSession('recruiter'),
    });
    const box = await screen.findByRole('combobox', { name: 'Add a note' });
    // Only those who may open this candidate: the server answers for it.
    const forMention = () =>
      seen
        .requests('GET', '/api/users')
        .filter((r) => r.url.searchParams.get('candidateId') === String(candidate.id));
    await waitFor(() => expect(forMention()).toHaveLength(1));

    await user.type(box, 'Ask @');
    const listbox = screen.getByRole('listbox', { name: 'People to mention' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['@Ada Admin', '@Rita Recruiter', '@Ivy Interviewer']),
    );
    expect(within(listbox).queryByText('Alice Johnson')).not.toBeInTheDocument();
    await user.type(box, 'iv');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['@Ivy Interviewer']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Ask @Ivy Interviewer ');

    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    const list = await screen.findByRole('list', { name: /Saved notes/ });
    await waitFor(() =>
      expect([...list.querySelectorAll('strong')].map((b) => b.textContent)).toEqual([
        '@Ivy Interviewer',
      ]),
    );
  });

  it('keeps the spec’s three names in browser mode, without asking for members', async () => {
    const candidate = await firstCandidate();
    const seen = interceptApi();
    const { user } = renderRoute(`/candidates/${candidate.id}`);
    await user.type(await screen.findByRole('combobox', { name: 'Add a note' }), '@');
    const listbox = screen.getByRole('listbox', { name: 'People to mention' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['@Alice Johnson', '@Bob Smith', '@Carol Williams']);
    expect(seen.requests('GET', '/api/users')).toEqual([]);
  });
});
