import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import type { AssessmentStructure } from '@/domain/types';
import { apiError, failWrites, interceptApi, write } from '@/test/api';
import { clickTwiceBeforeRender } from '@/test/events';
import { addJob, fullStructure, savedStructure } from '../test/helpers';

const preview = () => within(screen.getByRole('complementary', { name: 'Live preview' }));
const section = (n: number) => screen.getByRole('region', { name: `Section ${n}` });
const question = (n: number) => screen.getByRole('article', { name: `Question ${n}` });

async function openBuilder(structure = fullStructure) {
  const jobId = await addJob('Frontend Engineer', structure);
  const view = renderRoute(`/jobs/${jobId}/assessment`);
  await screen.findByRole('heading', { level: 1, name: 'Assessment Builder' });
  return { ...view, jobId };
}

describe('assessment builder', () => {
  it('shows the loading text, then the saved assessment with its job and a live preview', async () => {
    const jobId = await addJob('Frontend Engineer', fullStructure);
    renderRoute(`/jobs/${jobId}/assessment`);
    expect(await screen.findByText('Loading Assessment Builder...')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await screen.findByLabelText('Assessment title')).toHaveValue(
      'Frontend Engineer Assessment',
    );
    expect(await screen.findByText('Frontend Engineer')).toBeInTheDocument();
    expect(within(section(1)).getByLabelText('Section title')).toHaveValue('Basics');
    expect(within(question(1)).getByLabelText('Question text')).toHaveValue(
      'What is your full name?',
    );
    expect(within(question(4)).getByLabelText('Answer type')).toHaveValue('multi-choice');
    expect(
      preview().getByRole('heading', { name: 'Frontend Engineer Assessment' }),
    ).toBeInTheDocument();
    expect(preview().getByLabelText('What is your full name?')).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('decides whether the application asks for a résumé, shown in the preview and saved', async () => {
    const { user, jobId } = await openBuilder();
    const setting = screen.getByLabelText('Ask for a résumé');
    expect(setting).toHaveDisplayValue('Optional');
    expect(preview().getByLabelText('Your résumé (optional)')).toBeInTheDocument();

    await user.selectOptions(setting, 'Required');
    expect(preview().getByLabelText('Your résumé')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.selectOptions(setting, 'Not asked');
    expect(preview().queryByLabelText(/Your résumé/)).not.toBeInTheDocument();
    expect(preview().getByText('This job does not ask for a résumé.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Assessment' }));
    await waitFor(async () => expect((await savedStructure(jobId))?.resume).toBe('off'));
  });

  it('says it could not load, and logs why, when the assessment cannot be fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = interceptApi((request) =>
      request.method === 'GET' && request.url.pathname.endsWith('/assessment')
        ? apiError(500, 'boom', 'internal')
        : undefined,
    );
    const jobId = await addJob();
    renderRoute(`/jobs/${jobId}/assessment`);
    expect(await screen.findByText('Could not load assessment. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(logged).toHaveBeenCalledWith('Failed to fetch assessment data.', expect.anything());
    failing.spy.mockRestore();
    await screen.findByRole('button', { name: 'Try again' }).then((b) => b.click());
    expect(await screen.findByLabelText('Assessment title')).toBeInTheDocument();
  });

  it('adds a section titled New Section and a short-text, optional New Question, shown at once in the preview', async () => {
    const { user } = await openBuilder({ title: '', sections: [] });
    expect(screen.getByText('No sections yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add Section' }));
    expect(within(section(1)).getByLabelText('Section title')).toHaveValue('New Section');
    await user.click(within(section(1)).getByRole('button', { name: '+ Add Question' }));
    const card = question(1);
    expect(within(card).getByLabelText('Question text')).toHaveValue('New Question');
    expect(within(card).getByLabelText('Answer type')).toHaveValue('short-text');
    expect(within(card).getByLabelText('Required')).not.toBeChecked();
    expect(preview().getByRole('textbox', { name: 'New Question' })).toBeInTheDocument();

    await user.clear(within(card).getByLabelText('Question text'));
    await user.type(within(card).getByLabelText('Question text'), 'Favourite editor');
    expect(preview().getByRole('textbox', { name: 'Favourite editor' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Assessment title'), 'Tools');
    expect(preview().getByRole('heading', { name: 'Tools' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('edits every question type: options for choices, a range for numbers, the required toggle', async () => {
    const { user, jobId } = await openBuilder({
      title: 'T',
      sections: [
        {
          id: 's1',
          title: 'S',
          questions: [{ id: 'q1', type: 'short-text', label: 'Pick', required: false }],
        },
      ],
    });
    const card = question(1);
    const type = within(card).getByLabelText('Answer type');
    expect([...(type as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'short-text',
      'long-text',
      'single-choice',
      'multi-choice',
      'numeric',
      'file-upload',
    ]);

    await user.selectOptions(type, 'long-text');
    expect(preview().getByRole('textbox', { name: 'Pick' }).tagName).toBe('TEXTAREA');
    await user.selectOptions(type, 'file-upload');
    expect(preview().getByLabelText('Pick')).toHaveAttribute('type', 'file');

    await user.selectOptions(type, 'single-choice');
    // A converted choice question starts with one empty option.
    expect(
      within(card)
        .getAllByRole('textbox', { name: /^Option \d$/ })
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['']);
    await user.type(within(card).getByRole('textbox', { name: 'Option 1' }), 'Vim');
    await user.click(within(card).getByRole('button', { name: '+ Add option' }));
    await user.type(within(card).getByRole('textbox', { name: 'Option 2' }), 'Emacs');
    await user.click(within(card).getByRole('button', { name: '+ Add option' }));
    await user.type(within(card).getByRole('textbox', { name: 'Option 3' }), 'Nano');
    await user.click(within(card).getByRole('button', { name: 'Remove option 2' }));
    const group = preview().getByRole('group', { name: 'Pick' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Vim', 'Nano']);

    await user.selectOptions(type, 'multi-choice');
    expect(
      within(preview().getByRole('group', { name: 'Pick' })).getAllByRole('checkbox'),
    ).toHaveLength(2);

    await user.selectOptions(type, 'numeric');
    expect(within(card).queryByRole('textbox', { name: 'Option 1' })).not.toBeInTheDocument();
    await user.type(within(card).getByLabelText('Minimum'), '2');
    await user.type(within(card).getByLabelText('Maximum'), '9');
    expect(preview().getByText('A number from 2 to 9.')).toBeInTheDocument();

    await user.click(within(card).getByLabelText('Required'));
    await user.click(screen.getByRole('button', { name: 'Save Assessment' }));
    expect(await screen.findByText('Assessment saved!')).toBeInTheDocument();
    expect((await savedStructure(jobId)).sections[0]?.questions[0]).toEqual({
      id: 'q1',
      type: 'numeric',
      label: 'Pick',
      required: true,
      range: { min: 2, max: 9 },
    });
  });

  it('offers every other question as a condition source, never the question itself, with the source’s options as values', async () => {
    const { user } = await openBuilder();
    const card = question(5);
    const source = within(card).getByLabelText('Show this question');
    const names = [...(source as HTMLSelectElement).options].map((o) => o.textContent);
    expect(names).toEqual([
      'Always',
      'Only when Q1: What is your full name?',
      'Only when Q2: Worked with React?',
      'Only when Q3: Years with React',
      'Only when Q4: Languages you use',
      'Only when Q6: Your CV',
      'Only when Q7: Notice period (weeks)',
    ]);
    await user.selectOptions(source, 'Only when Q4: Languages you use');
    expect(within(card).getByLabelText('Condition')).toHaveValue('equals');
    const value = within(card).getByLabelText('Answer');
    expect(value.tagName).toBe('SELECT');
    expect([...(value as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'TypeScript',
      'Go',
    ]);
    await user.selectOptions(value, 'Go');
    await user.selectOptions(within(card).getByLabelText('Condition'), 'not-equals');
    expect(
      preview().getByText('Shown when “Languages you use” does not equal “Go”.'),
    ).toBeInTheDocument();

    // A text source takes a typed value.
    await user.selectOptions(source, 'Only when Q1: What is your full name?');
    expect(within(card).getByLabelText('Answer').tagName).toBe('INPUT');
    await user.type(within(card).getByLabelText('Answer'), 'Ada');
    expect(
      preview().getByText('Shown when “What is your full name?” does not equal “Ada”.'),
    ).toBeInTheDocument();
  });

  it('applies conditions in the preview as answers are tried there', async () => {
    const { user } = await openBuilder();
    expect(preview().queryByLabelText('Years with React')).not.toBeInTheDocument();
    expect(
      preview().getByText('1 question is hidden until its condition is met.'),
    ).toBeInTheDocument();
    await user.click(
      within(preview().getByRole('group', { name: 'Worked with React?' })).getByLabelText('Yes'),
    );
    expect(preview().getByLabelText('Years with React')).toBeInTheDocument();
    expect(preview().queryByText(/hidden until/)).not.toBeInTheDocument();
    expect(
      preview().getByText('Shown when “Worked with React?” equals “Yes”.'),
    ).toBeInTheDocument();
    await user.click(
      within(preview().getByRole('group', { name: 'Worked with React?' })).getByLabelText('No'),
    );
    expect(preview().queryByLabelText('Years with React')).not.toBeInTheDocument();
  });

  it('reorders and removes sections and questions', async () => {
    const { user } = await openBuilder();
    await user.click(within(section(2)).getByRole('button', { name: 'Move section up' }));
    expect(within(section(1)).getByLabelText('Section title')).toHaveValue('Details');
    expect(within(section(1)).getByRole('button', { name: 'Move section up' })).toBeDisabled();
    await user.click(within(question(1)).getByRole('button', { name: 'Move question down' }));
    expect(within(question(1)).getByLabelText('Question text')).toHaveValue('Why this role?');
    expect(within(question(2)).getByLabelText('Question text')).toHaveValue('Languages you use');
    // Past the end of a section, a question moves into the next one.
    await user.click(within(question(4)).getByRole('button', { name: 'Move question down' }));
    expect(within(section(2)).getAllByRole('article')[0]).toHaveAccessibleName('Question 4');
    expect(within(question(4)).getByLabelText('Question text')).toHaveValue(
      'Notice period (weeks)',
    );

    await user.click(within(question(4)).getByRole('button', { name: 'Remove question' }));
    expect(screen.queryByDisplayValue('Notice period (weeks)')).not.toBeInTheDocument();
    await user.click(within(section(1)).getByRole('button', { name: 'Remove section' }));
    expect(screen.getAllByRole('region', { name: /^Section \d$/ })).toHaveLength(1);
    expect(preview().queryByText('Why this role?')).not.toBeInTheDocument();
  });

  it('removing a question removes the conditions that depended on it', async () => {
    const { user } = await openBuilder();
    await user.click(within(question(2)).getByRole('button', { name: 'Remove question' }));
    expect(within(question(2)).getByLabelText('Show this question')).toHaveValue('');
    expect(preview().getByLabelText('Years with React')).toBeInTheDocument();
  });

  it('saves with PUT, says Assessment saved!, and the saved structure loads back', async () => {
    const { user, jobId, unmount } = await openBuilder();
    await user.clear(within(section(1)).getByLabelText('Section title'));
    await user.type(within(section(1)).getByLabelText('Section title'), 'About you');
    await user.click(screen.getByRole('button', { name: 'Save Assessment' }));
    const toast = await screen.findByText('Assessment saved!');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect((await savedStructure(jobId))?.sections[0]?.title).toBe('About you');
    unmount();
    renderRoute(`/jobs/${jobId}/assessment`);
    expect(await screen.findByDisplayValue('About you')).toBeInTheDocument();
  });

  it('keeps the work and says so when saving fails', async () => {
    const { user, jobId } = await openBuilder();
    await user.type(screen.getByLabelText('Assessment title'), ' v2');
    const failing = failWrites();
    await user.click(screen.getByRole('button', { name: 'Save Assessment' }));
    const failure = await screen.findByText(
      /Could not save the assessment: .*simulated failure.*Your changes are still here/,
    );
    expect(failure).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Assessment title')).toHaveValue(
      'Frontend Engineer Assessment v2',
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect((await savedStructure(jobId))?.title).toBe('Frontend Engineer Assessment');
    failing.spy.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Save Assessment' }));
    expect(await screen.findByText('Assessment saved!')).toBeInTheDocument();
    expect((await savedStructure(jobId))?.title).toBe('Frontend Engineer Assessment v2');
  });

  it('does not send a structure the server would refuse, and shows where the problem is', async () => {
    const { user, jobId } = await openBuilder();
    const watch = interceptApi();
    await user.clear(within(question(2)).getByLabelText('Question text'));
    await user.click(screen.getByRole('button', { name: 'Save Assessment' }));
    expect(
      screen.getByText('Fix this problem before saving: A question needs a label.'),
    ).toHaveAttribute('role', 'alert');
    expect(within(question(2)).getByText('A question needs a label.')).toBeInTheDocument();
    await waitFor(() => expect(within(question(2)).getByLabelText('Question text')).toHaveFocus());
    expect(watch.writes()).toEqual([]);
    expect((await savedStructure(jobId))?.sections[0]?.questions[1]?.label).toBe(
      'Worked with React?',
    );
  });

  it('asks before leaving with unsaved changes, and lets the user stay or leave', async () => {
    const { user, router, jobId } = await openBuilder();
    await user.click(screen.getByRole('link', { name: /Back to job/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${jobId}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The router's location moves before React commits the job page; typing into the builder
    // still on screen would be lost when that page replaces it.
    await waitFor(() =>
      expect(screen.queryByLabelText('Assessment title')).not.toBeInTheDocument(),
    );

    await router.navigate(`/jobs/${jobId}/assessment`);
    // Typed once the saved assessment has loaded (a load landing after the typing replaces it).
    const title = await screen.findByLabelText('Assessment title');
    await waitFor(() => expect(title).toHaveValue('Frontend Engineer Assessment'));
    await user.type(title, '!');
    await user.click(screen.getByRole('link', { name: /Back to job/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(`/jobs/${jobId}/assessment`);
    expect(screen.getByLabelText('Assessment title')).toHaveValue('Frontend Engineer Assessment!');

    await user.click(screen.getByRole('link', { name: /Back to job/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${jobId}`));
  });

  it('asks the browser to confirm closing the tab only while there are unsaved changes', async () => {
    const { user } = await openBuilder();
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Assessment title'), '!');
    const warned = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(warned);
    expect(warned.defaultPrevented).toBe(true);
  });
});

describe('assessment builder: an unknown job', () => {
  it("says 'Job not found.' for a job that does not exist (404), with no retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/jobs/99999/assessment');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Job not found.' });
    expect(heading.closest('[role="alert"]')).not.toBeNull();
    expect(
      screen.queryByText('Could not load assessment. Please try again.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("says 'Job not found.' for a malformed job id, without asking the server", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { spy } = interceptApi();
    renderRoute('/jobs/abc/assessment');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job not found.' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Could not load assessment. Please try again.'),
    ).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('still says it could not load, with a retry, for a failure that is not a 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    interceptApi((request) =>
      request.method === 'GET' && request.url.pathname.endsWith('/assessment')
        ? apiError(503, 'The server is unavailable.')
        : undefined,
    );
    const jobId = await addJob();
    renderRoute(`/jobs/${jobId}/assessment`);
    expect(await screen.findByText('Could not load assessment. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Job not found.')).not.toBeInTheDocument();
  });
});

describe('assessment builder: one save per click', () => {
  it('sends one PUT when Save Assessment is double-clicked', async () => {
    const { user, jobId } = await openBuilder();
    await user.type(screen.getByLabelText('Assessment title'), ' v2');
    const seen = interceptApi();

    clickTwiceBeforeRender(screen.getByRole('button', { name: 'Save Assessment' }));

    expect(await screen.findByText('Assessment saved!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Assessment' })).toBeEnabled(),
    );
    expect(seen.requests('PUT', `/api/jobs/${jobId}/assessment`)).toHaveLength(1);
    expect((await savedStructure(jobId)).title).toBe('Frontend Engineer Assessment v2');
  });
});

describe('assessment builder: question ids named like built-in object properties', () => {
  const structure: AssessmentStructure = {
    title: 'Built-in names',
    sections: [
      {
        id: 'toLocaleString',
        title: 'Basics',
        questions: [
          {
            id: 'constructor',
            type: 'single-choice',
            label: 'Worked with React?',
            required: true,
            options: [
              { id: 'o1', value: 'Yes' },
              { id: 'o2', value: 'No' },
            ],
          },
          {
            id: '__proto__',
            type: 'numeric',
            label: 'Years with React',
            required: true,
            range: { min: 1, max: 40 },
            condition: { sourceQuestionId: 'constructor', operator: 'equals', value: 'Yes' },
          },
          {
            id: 'toString',
            type: 'short-text',
            label: 'Favourite hook',
            required: false,
            condition: { sourceQuestionId: '__proto__', operator: 'not-equals', value: '' },
          },
          {
            id: 'valueOf',
            type: 'multi-choice',
            label: 'Languages',
            required: false,
            options: [{ id: 'o3', value: 'Go' }],
          },
          {
            id: 'hasOwnProperty',
            type: 'long-text',
            label: 'Why Go?',
            required: false,
            condition: { sourceQuestionId: 'valueOf', operator: 'equals', value: 'Go' },
          },
        ],
      },
    ],
  };

  it('renders the structure, its conditions and a preview that follows them', async () => {
    const jobId = await addJob('Frontend Engineer');
    await write((tx) => tx.assessments.put({ jobId, structure }));
    const { user } = renderRoute(`/jobs/${jobId}/assessment`);
    expect(await screen.findByLabelText('Assessment title')).toHaveValue('Built-in names');

    expect(within(question(1)).getByLabelText('Question text')).toHaveValue('Worked with React?');
    expect(within(question(2)).getByLabelText('Show this question')).toHaveValue('constructor');
    expect(within(question(3)).getByLabelText('Show this question')).toHaveValue('__proto__');
    expect(within(question(5)).getByLabelText('Show this question')).toHaveValue('valueOf');
    expect(
      preview().getByText('3 questions are hidden until their conditions are met.'),
    ).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();

    await user.click(
      within(preview().getByRole('group', { name: 'Worked with React?' })).getByLabelText('Yes'),
    );
    expect(preview().getByLabelText('Years with React')).toBeInTheDocument();
    expect(
      preview().getByText('Shown when “Worked with React?” equals “Yes”.'),
    ).toBeInTheDocument();
    expect(preview().queryByLabelText('Favourite hook')).not.toBeInTheDocument();
    await user.type(preview().getByLabelText('Years with React'), '3');
    expect(preview().getByLabelText('Favourite hook')).toBeInTheDocument();
    await user.click(
      within(preview().getByRole('group', { name: 'Languages' })).getByLabelText('Go'),
    );
    expect(preview().getByLabelText('Why Go?')).toBeInTheDocument();
    expect(preview().queryByText(/hidden until/)).not.toBeInTheDocument();
    await user.click(
      within(preview().getByRole('group', { name: 'Worked with React?' })).getByLabelText('No'),
    );
    expect(preview().queryByLabelText('Years with React')).not.toBeInTheDocument();
    expect(preview().queryByLabelText('Favourite hook')).not.toBeInTheDocument();
  });
});
