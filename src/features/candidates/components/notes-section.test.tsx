import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Note } from '@/api/types';
import { api, apiError, interceptApi } from '@/test/api';
import { oneApplicant } from '@/test/builders';
import { clickTwiceBeforeRender } from '@/test/events';
import { renderRoute } from '@/test/render';

async function openProfile() {
  const candidate = await oneApplicant();
  const view = renderRoute(`/candidates/${candidate.id}`);
  await screen.findByRole('heading', { level: 1, name: candidate.name });
  const notes = screen.getByRole('region', { name: 'Notes' });
  await within(notes).findByText('No notes yet.');
  return {
    ...view,
    candidate,
    notes,
    box: screen.getByRole('combobox', { name: 'Add a note' }) as HTMLTextAreaElement,
  };
}

const savedNotes = async (candidateId: number) =>
  (await api<Note[]>('GET', `/candidates/${candidateId}/notes`)).body;
const noteItems = (notes: HTMLElement) =>
  within(within(notes).getByRole('list', { name: /Saved notes/ })).getAllByRole('listitem');

describe('notes: edit and delete', () => {
  it('edits a note in place: Save keeps the new text marked edited, Cancel keeps the old', async () => {
    const { user, candidate, notes } = await openProfile();
    await api('POST', `/candidates/${candidate.id}/notes`, { text: 'First take' });
    const [item] = await waitFor(() => noteItems(notes));
    await user.click(within(item!).getByRole('button', { name: 'Edit note' }));
    const editor = within(item!).getByRole('form', { name: 'Edit note' });
    const box = within(editor).getByLabelText('Note text');
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'Nothing');
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    expect(within(item!).getByText('First take')).toBeInTheDocument();
    expect(within(item!).getByRole('button', { name: 'Edit note' })).toHaveFocus();

    await user.click(within(item!).getByRole('button', { name: 'Edit note' }));
    await user.clear(within(item!).getByLabelText('Note text'));
    await user.click(within(item!).getByRole('button', { name: 'Save note' }));
    expect(within(item!).getByText('A note cannot be empty.')).toBeInTheDocument();
    await user.type(within(item!).getByLabelText('Note text'), 'Second take');
    await user.click(within(item!).getByRole('button', { name: 'Save note' }));
    // Saved: the editor closes, and the note shows its new text, marked edited.
    await waitFor(() =>
      expect(within(notes).queryByRole('form', { name: 'Edit note' })).not.toBeInTheDocument(),
    );
    expect(await within(noteItems(notes)[0]!).findByText('edited')).toBeInTheDocument();
    expect(within(noteItems(notes)[0]!).getByText('Second take')).toBeInTheDocument();
    expect(within(noteItems(notes)[0]!).getByRole('button', { name: 'Edit note' })).toHaveFocus();
    const [saved] = await savedNotes(candidate.id);
    expect(saved).toMatchObject({ text: 'Second take', editedAt: expect.any(String) });
  });

  it('keeps the edited text and says why when saving fails', async () => {
    const { user, candidate, notes } = await openProfile();
    await api('POST', `/candidates/${candidate.id}/notes`, { text: 'First take' });
    const [item] = await waitFor(() => noteItems(notes));
    interceptApi(({ method }) =>
      method === 'PATCH' ? apiError(503, 'The database is busy.') : undefined,
    );
    await user.click(within(item!).getByRole('button', { name: 'Edit note' }));
    await user.type(within(item!).getByLabelText('Note text'), ' and more');
    await user.click(within(item!).getByRole('button', { name: 'Save note' }));
    expect(
      await within(item!).findByText(/Could not save the note: The database is busy\./),
    ).toBeInTheDocument();
    expect(within(item!).getByLabelText('Note text')).toHaveValue('First take and more');
    expect((await savedNotes(candidate.id))[0]!.text).toBe('First take');
  });

  it('deletes a note after asking; Cancel keeps it', async () => {
    const { user, candidate, notes } = await openProfile();
    await api('POST', `/candidates/${candidate.id}/notes`, { text: 'To go' });
    const [item] = await waitFor(() => noteItems(notes));
    await user.click(within(item!).getByRole('button', { name: 'Delete note' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await savedNotes(candidate.id)).toHaveLength(1);
    await user.click(within(item!).getByRole('button', { name: 'Delete note' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this note?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await within(notes).findByText('No notes yet.')).toBeInTheDocument();
    expect(await savedNotes(candidate.id)).toEqual([]);
  });
});

describe('notes', () => {
  it('adds a note, shows it with its locale date and time, newest first, and clears the box', async () => {
    const { user, candidate, notes, box } = await openProfile();
    await api('POST', `/candidates/${candidate.id}/notes`, { text: 'Older note' });
    await user.type(box, 'Strong portfolio');
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));

    await waitFor(() => expect(noteItems(notes)).toHaveLength(2));
    const [newest, older] = noteItems(notes);
    expect(newest).toHaveTextContent('Strong portfolio');
    expect(older).toHaveTextContent('Older note');
    const saved = (await savedNotes(candidate.id)).find((n) => n.text === 'Strong portfolio')!;
    expect(within(newest!).getByText(new Date(saved.createdAt).toLocaleString())).toHaveAttribute(
      'datetime',
      saved.createdAt,
    );
    expect(box).toHaveValue('');
  });

  it('adds a note with Ctrl+Enter, while Enter alone starts a new line', async () => {
    const { user, candidate, notes, box } = await openProfile();
    await user.type(box, 'First line{Enter}second line');
    expect(box).toHaveValue('First line\nsecond line');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(noteItems(notes)).toHaveLength(1));
    expect((await savedNotes(candidate.id)).map((n) => n.text)).toEqual([
      'First line\nsecond line',
    ]);
  });

  it('does not submit a blank or whitespace-only note', async () => {
    const { user, candidate, notes, box } = await openProfile();
    const { writes } = interceptApi();
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));
    await user.type(box, '   {Shift>}{Enter}{/Shift}  ');
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));

    expect(within(notes).getByRole('alert')).toHaveTextContent(
      'Write something before adding a note.',
    );
    expect(writes()).toEqual([]);
    expect(await savedNotes(candidate.id)).toEqual([]);
  });

  it('keeps the text and shows the error when saving fails', async () => {
    const { user, candidate, notes, box } = await openProfile();
    interceptApi(({ method }) =>
      method === 'POST' ? apiError(503, 'The server is unavailable.') : undefined,
    );
    await user.type(box, 'Call back on Monday');
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));

    expect(await within(notes).findByRole('alert')).toHaveTextContent(
      'Could not save the note. The server is unavailable.',
    );
    expect(box).toHaveValue('Call back on Monday');
    expect(within(notes).getByText('No notes yet.')).toBeInTheDocument();
    expect(await savedNotes(candidate.id)).toEqual([]);
  });

  it('renders markup in a note as text, never as HTML', async () => {
    const { user, notes, box } = await openProfile();
    const markup = '<img src=x onerror="alert(1)"><b>bold?</b>';
    await user.click(box);
    await user.paste(markup);
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));

    await waitFor(() => expect(noteItems(notes)).toHaveLength(1));
    const item = noteItems(notes)[0]!;
    expect(within(item).getByText(markup)).toBeInTheDocument();
    expect(item.querySelector('img, b')).toBeNull();
  });
});

describe('mentions in notes', () => {
  it('opens suggestions after "@", filtered case-insensitively, and picks one with the keyboard', async () => {
    const { user, box } = await openProfile();
    await user.type(box, 'Ask @');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '@Alice Johnson',
      '@Bob Smith',
      '@Carol Williams',
    ]);

    await user.type(box, 'SMI');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['@Bob Smith']);
    await user.clear(box);
    await user.type(box, 'Ask @o');
    const listbox = screen.getByRole('listbox', { name: 'People to mention' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);

    // The first option is active; Down moves, Up wraps around to the last.
    expect(screen.getByRole('option', { name: 'Alice Johnson' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Bob Smith' }).id,
    );
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Carol Williams' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('Ask @Carol Williams ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box.selectionStart).toBe('Ask @Carol Williams '.length);
  });

  it('picks a suggestion by clicking it, and Escape closes the list without changing the text', async () => {
    const { user, box } = await openProfile();
    await user.type(box, 'cc @al');
    await user.click(screen.getByRole('option', { name: 'Alice Johnson' }));
    expect(box).toHaveValue('cc @Alice Johnson ');
    expect(box).toHaveFocus();

    await user.type(box, 'and @b');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
    expect(box).toHaveValue('cc @Alice Johnson and @b');
  });

  it('does not open for "@" inside a word, nor once a space follows', async () => {
    const { user, box } = await openProfile();
    await user.type(box, 'mail bob@ex');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box);
    await user.type(box, '@Alice ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box);
    await user.type(box, '@zzz');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows exact directory mentions in bold in saved notes, and nothing else', async () => {
    const { user, notes, box } = await openProfile();
    await user.type(box, 'Loop in @bo');
    await user.keyboard('{Enter}');
    await user.type(box, 'and @alice johnson');
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));

    await waitFor(() => expect(noteItems(notes)).toHaveLength(1));
    const item = noteItems(notes)[0]!;
    expect(item).toHaveTextContent('Loop in @Bob Smith and @alice johnson');
    const bold = [...item.querySelectorAll('strong')].map((b) => b.textContent);
    expect(bold).toEqual(['@Bob Smith']);
  });
});

describe('notes: one note per click while saving', () => {
  it('saves the note once when Add Note is double-clicked', async () => {
    const { user, candidate, notes, box } = await openProfile();
    const seen = interceptApi();
    await user.type(box, 'Strong portfolio');

    clickTwiceBeforeRender(within(notes).getByRole('button', { name: 'Add Note' }));

    await waitFor(() => expect(noteItems(notes)).toHaveLength(1));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(seen.requests('POST', `/api/candidates/${candidate.id}/notes`)).toHaveLength(1);
    expect((await savedNotes(candidate.id)).map((n) => n.text)).toEqual(['Strong portfolio']);
  });

  it('saves the note once when Ctrl+Enter is pressed twice before the screen updates', async () => {
    const { user, candidate, box } = await openProfile();
    const seen = interceptApi();
    await user.type(box, 'Call back on Monday');

    act(() => {
      fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
      fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    });

    await waitFor(() => expect(box).toHaveValue(''));
    expect(seen.requests('POST', `/api/candidates/${candidate.id}/notes`)).toHaveLength(1);
    expect((await savedNotes(candidate.id)).map((n) => n.text)).toEqual(['Call back on Monday']);
  });
});
