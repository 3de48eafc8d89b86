import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import type { AssessmentStructure } from '@/domain/types';
import { api, failWrites, interceptApi, publishedAnswer, write } from '@/test/api';
import { clickTwiceBeforeRender } from '@/test/events';
import { addJob, fullStructure } from '../test/helpers';

const submit = () => screen.getByRole('button', { name: 'Submit Application' });
const errorOf = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field-error'))?.textContent;
};

async function openForm(structure = fullStructure) {
  const jobId = await addJob('Frontend Engineer', structure);
  const view = renderRoute(`/jobs/${jobId}/apply`);
  await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' });
  return { ...view, jobId };
}

async function fillValid(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email address'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('What is your full name?'), 'Ada Augusta Lovelace');
  await user.click(
    within(screen.getByRole('group', { name: 'Worked with React?' })).getByLabelText('Yes'),
  );
  await user.type(screen.getByLabelText('Years with React'), '7');
  await user.click(
    within(screen.getByRole('group', { name: 'Languages you use' })).getByLabelText('TypeScript'),
  );
}

describe('applicant form', () => {
  it('shows the job title, the applicant fields and every question labelled, hiding conditional ones', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Frontend Engineer' })).toBeVisible();
    // The assessment's title is the team's own name for it, not for applicants.
    expect(screen.queryByText('Frontend Engineer Assessment')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'What is your full name?' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Worked with React?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Go' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Why this role?' }).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Your CV')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('spinbutton', { name: 'Notice period (weeks)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Years with React')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Basics' })).toBeInTheDocument();
  });

  it('checks on submit: required fields, then each error clears when its field is edited', async () => {
    const { user, jobId } = await openForm();
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await user.click(submit());
    // Blocked: nothing reached the server.
    expect((await api('GET', `/jobs/${jobId}/responses`)).body).toEqual([]);
    // name, email, full name, worked with React, languages
    expect(
      screen.getByText('5 answers need your attention.').closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(name)).toBe('This field is required.');
    expect(name).toHaveFocus();
    expect(errorOf(screen.getByRole('group', { name: 'Languages you use' }))).toBe(
      'This field is required.',
    );

    await user.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    await user.click(screen.getByRole('checkbox', { name: 'Go' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('3 answers need your attention.')).toBeInTheDocument();
  });

  it('gives a clear message for an invalid email', async () => {
    const { user } = await openForm();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example');
    await user.click(submit());
    expect(errorOf(screen.getByLabelText('Email address'))).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('checks numbers against their range, and does not enforce a bound of 0', async () => {
    const { user } = await openForm();
    await fillValid(user);
    const years = screen.getByLabelText('Years with React');
    await user.clear(years);
    await user.type(years, '0.5');
    await user.click(submit());
    expect(errorOf(years)).toBe('Must be at least 1.');
    await user.clear(years);
    await user.type(years, '41');
    await user.click(submit());
    expect(errorOf(years)).toBe('Must be no more than 40.');
    await user.clear(years);
    await user.type(years, '40');
    // Notice period has min 0 (not enforced) and max 12.
    const notice = screen.getByLabelText('Notice period (weeks)');
    await user.type(notice, '-3');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('validates only visible questions: a hidden required question does not block, a shown one does', async () => {
    const { user } = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText('Years with React')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.clear(screen.getByLabelText('Years with React'));
    await user.click(submit());
    expect(errorOf(screen.getByLabelText('Years with React'))).toBe('This field is required.');
    // Hiding the question takes its error away and no longer blocks submission.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.queryByText(/need your attention/)).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('submits the visible answers, with the file name for an upload, and shows Thank You!', async () => {
    const { user, jobId } = await openForm();
    await fillValid(user);
    await user.type(screen.getByLabelText('Why this role?'), 'I like forms.');
    await user.upload(
      screen.getByLabelText('Your CV'),
      new File(['%PDF'], 'ada-cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Chosen: ada-cv.pdf')).toBeInTheDocument();
    await user.click(submit());
    const heading = await screen.findByRole('heading', { name: 'Thank You!' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The address as the applicant wrote it: an anonymous applicant is told nothing stored.
    expect(screen.getByText(/We will be in touch at Ada@Example.com/)).toBeInTheDocument();

    const { body } = await api('GET', `/jobs/${jobId}/responses`);
    expect(body).toHaveLength(1);
    expect(body[0].candidate).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      stage: 'applied',
    });
    expect(body[0].answers).toEqual({
      q1: 'Ada Augusta Lovelace',
      q2: 'Yes',
      q3: '7',
      q4: ['TypeScript'],
      q5: 'I like forms.',
      q6: 'ada-cv.pdf',
    });
    const candidates = await api('GET', `/candidates?jobId=${jobId}`);
    expect(candidates.body.candidates).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', stage: 'applied', jobId }),
    ]);
  });

  it('keeps the answers and says so when submitting fails', async () => {
    const { user, jobId } = await openForm();
    await fillValid(user);
    const failing = failWrites();
    await user.click(submit());
    expect(
      await screen.findByText(
        /Could not submit your application: .*simulated failure.*Your answers are still here/,
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada Lovelace');
    expect((await api('GET', `/jobs/${jobId}/responses`)).body).toEqual([]);
    failing.spy.mockRestore();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('says so when the job has no assessment sections, and offers the basic application with a résumé', async () => {
    const jobId = await addJob('Designer');
    const { user } = renderRoute(`/jobs/${jobId}/apply`);
    expect(
      await screen.findByText('This job does not have an assessment configured.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Designer' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Dee Signer');
    await user.type(screen.getByLabelText('Email address'), 'dee@example.com');
    await user.upload(
      screen.getByLabelText('Your résumé (optional)'),
      new File(['%PDF-1.4 résumé'], 'dee.pdf', { type: 'application/pdf' }),
    );
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    const [response] = (await api('GET', `/jobs/${jobId}/responses`)).body;
    expect(response.candidate).toMatchObject({ name: 'Dee Signer', email: 'dee@example.com' });
    expect(response.files).toEqual([
      expect.objectContaining({ name: 'dee.pdf', type: 'application/pdf' }),
    ]);
  });

  it('offers the résumé beside the questions, optional by default', async () => {
    const { user, jobId } = await openForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Résumé' })).toBeInTheDocument();
    await fillValid(user);
    await user.upload(
      screen.getByLabelText('Your résumé (optional)'),
      new File(['%PDF-1.4 résumé'], 'ada.pdf', { type: 'application/pdf' }),
    );
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    const [response] = (await api('GET', `/jobs/${jobId}/responses`)).body;
    expect(response.files).toEqual([expect.objectContaining({ name: 'ada.pdf' })]);
  });

  it('asks for a required résumé before sending, and moves to its field', async () => {
    const { user, jobId } = await openForm({ ...fullStructure, resume: 'required' });
    const field = screen.getByLabelText('Your résumé');
    expect(field).toHaveAttribute('aria-required', 'true');
    await fillValid(user);
    await user.click(submit());
    expect(errorOf(field)).toBe('Attach your résumé.');
    expect(field).toHaveFocus();
    expect(screen.getByText('One answer needs your attention.')).toBeInTheDocument();
    expect((await api('GET', `/jobs/${jobId}/responses`)).body).toEqual([]);
    await user.upload(field, new File(['%PDF-1.4 r'], 'r.pdf', { type: 'application/pdf' }));
    expect(errorOf(field)).toBeUndefined();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('shows no résumé field when the job does not ask for one', async () => {
    await openForm({ ...fullStructure, resume: 'off' });
    expect(screen.queryByLabelText(/Your résumé/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Résumé' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a file that is not what its name says, and keeps what was typed', async () => {
    const jobId = await addJob('Designer');
    const { user } = renderRoute(`/jobs/${jobId}/apply`);
    await user.type(await screen.findByLabelText('Your name'), 'Eve');
    await user.type(screen.getByLabelText('Email address'), 'eve@example.com');
    await user.upload(
      screen.getByLabelText('Your résumé (optional)'),
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'cv.pdf', {
        type: 'application/pdf',
      }),
    );
    await user.click(submit());
    expect(
      await screen.findByText(
        /“cv.pdf” is not a file type we accept\. Send a PDF, DOC, DOCX, ODT, RTF, TXT, PNG or JPEG file\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Eve');
    expect((await api('GET', `/jobs/${jobId}/responses`)).body).toEqual([]);
  });

  it('says an archived job no longer accepts applications, and shows no form', async () => {
    const jobId = await addJob('Old Role', fullStructure);
    await api('PATCH', `/jobs/${jobId}`, { status: 'archived' });
    renderRoute(`/jobs/${jobId}/apply`);
    expect(
      await screen.findByText('This job is closed and no longer accepts applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('says Job not found. for an unknown job', async () => {
    renderRoute('/jobs/999/apply');
    expect(await screen.findByRole('heading', { name: 'Job not found.' })).toBeInTheDocument();
  });

  it("tells an applicant on a team's public link that the job is no longer open, and where the open ones are", async () => {
    // The team server answers 404 to an anonymous visitor for a closed job, as for an unknown one.
    renderRoute('/jobs/999/apply', { session: { mode: 'team', user: null } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is no longer open' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/mistyped/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open jobs' })).toHaveAttribute('href', '/careers');
  });

  it("sends a member who opens a closed job's public link to the careers page", async () => {
    const jobId = await addJob('Old Role', fullStructure);
    await api('PATCH', `/jobs/${jobId}`, { status: 'archived' });
    renderRoute(`/jobs/${jobId}/apply`, { session: { mode: 'team', user: null } });
    expect(
      await screen.findByText('This job is closed and no longer accepts applications.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open jobs' })).toHaveAttribute('href', '/careers');
    expect(screen.queryByRole('link', { name: 'Back to the job' })).not.toBeInTheDocument();
  });
});

/** Question ids named like the properties every object inherits: valid ids, read as data. */
const builtinIdStructure: AssessmentStructure = {
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
          id: 'toString',
          type: 'numeric',
          label: 'Years with React',
          required: true,
          range: { min: 1, max: 40 },
          condition: { sourceQuestionId: 'constructor', operator: 'equals', value: 'Yes' },
        },
        { id: 'valueOf', type: 'short-text', label: 'Your full name', required: true },
        {
          id: '__proto__',
          type: 'single-choice',
          label: 'Remote only?',
          required: false,
          options: [
            { id: 'o3', value: 'Yes' },
            { id: 'o4', value: 'No' },
          ],
        },
        {
          id: 'hasOwnProperty',
          type: 'multi-choice',
          label: 'Languages',
          required: true,
          options: [
            { id: 'o5', value: 'TypeScript' },
            { id: 'o6', value: 'Go' },
          ],
          condition: { sourceQuestionId: '__proto__', operator: 'not-equals', value: 'Yes' },
        },
        {
          id: 'isPrototypeOf',
          type: 'long-text',
          label: 'Where would you work from?',
          required: true,
          condition: { sourceQuestionId: '__proto__', operator: 'equals', value: 'Yes' },
        },
      ],
    },
  ],
};

/** A job whose assessment is written straight into the store, as any stored structure may be. */
async function jobWithStoredStructure(structure: AssessmentStructure) {
  const jobId = await addJob('Frontend Engineer');
  await write((tx) => tx.assessments.put({ jobId, structure }));
  return jobId;
}

describe('applicant form: question ids named like built-in object properties', () => {
  it('fills and submits a form whose questions are named constructor, toString, valueOf, hasOwnProperty and __proto__', async () => {
    const jobId = await jobWithStoredStructure(builtinIdStructure);
    const { user } = renderRoute(`/jobs/${jobId}/apply`);
    await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' });
    // Unanswered, no question shows an error or hides by an inherited value.
    expect(screen.queryByLabelText('Years with React')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Where would you work from?')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    // Submitting it empty names each missing answer, once, on its own field.
    await user.click(submit());
    expect(screen.getByText('5 answers need your attention.')).toBeInTheDocument();
    expect(errorOf(screen.getByRole('group', { name: 'Worked with React?' }))).toBe(
      'This field is required.',
    );
    expect(errorOf(screen.getByLabelText('Your full name'))).toBe('This field is required.');
    expect(errorOf(screen.getByRole('group', { name: 'Languages' }))).toBe(
      'This field is required.',
    );
    expect(screen.getByRole('group', { name: 'Remote only?' })).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(
      within(screen.getByRole('group', { name: 'Worked with React?' })).getByLabelText('Yes'),
    );
    await user.type(await screen.findByLabelText('Years with React'), '7');
    await user.type(screen.getByLabelText('Your full name'), 'Ada Augusta Lovelace');
    await user.click(within(screen.getByRole('group', { name: 'Languages' })).getByLabelText('Go'));
    expect(screen.queryByText(/need your attention/)).not.toBeInTheDocument();
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    const { body } = await api('GET', `/jobs/${jobId}/responses`);
    expect(body).toHaveLength(1);
    expect(body[0].answers).toEqual({
      constructor: 'Yes',
      toString: '7',
      valueOf: 'Ada Augusta Lovelace',
      hasOwnProperty: ['Go'],
    });
  });

  it('follows a condition on "__proto__" and sends its answer as data', async () => {
    const jobId = await jobWithStoredStructure(builtinIdStructure);
    // The answer the server gives is not what is tested here: what the form sends is.
    const seen = interceptApi((request) =>
      request.method === 'POST'
        ? publishedAnswer('POST /api/assessments/:jobId/submit', {
            response: {
              id: 1,
              jobId,
              candidateId: 1,
              answers: request.body && (request.body as { answers: unknown }).answers,
              submittedAt: new Date().toISOString(),
            },
            candidate: {
              id: 1,
              name: 'Ada Lovelace',
              email: 'ada@example.com',
              stage: 'applied',
              jobId,
            },
            statusUrl:
              'http://localhost/my-application/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
          })
        : undefined,
    );
    const { user } = renderRoute(`/jobs/${jobId}/apply`);
    await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' });

    await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(
      within(screen.getByRole('group', { name: 'Worked with React?' })).getByLabelText('No'),
    );
    await user.type(screen.getByLabelText('Your full name'), 'Ada');
    await user.click(
      within(screen.getByRole('group', { name: 'Remote only?' })).getByLabelText('Yes'),
    );
    expect(screen.queryByRole('group', { name: 'Languages' })).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Where would you work from?'), 'Home');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    const [sent] = seen.requests('POST', `/api/assessments/${jobId}/submit`);
    // The browser's time zone goes with it: the applicant's emails name times in it.
    expect((sent!.body as { timeZone: string }).timeZone).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    const answers = (sent!.body as { answers: object }).answers;
    expect(Object.hasOwn(answers, '__proto__')).toBe(true);
    expect(Object.entries(answers)).toEqual([
      ['constructor', 'No'],
      ['valueOf', 'Ada'],
      ['__proto__', 'Yes'],
      ['isPrototypeOf', 'Home'],
    ]);
  });

  it('keeps the errors of questions named "name" and "email" apart from the applicant’s own fields', async () => {
    const jobId = await jobWithStoredStructure({
      title: '',
      sections: [
        {
          id: 's1',
          title: 'About the role',
          questions: [
            { id: 'name', type: 'short-text', label: 'Team name', required: true },
            { id: 'email', type: 'short-text', label: 'Team email', required: false },
          ],
        },
      ],
    });
    const { user } = renderRoute(`/jobs/${jobId}/apply`);
    await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' });
    await user.type(screen.getByLabelText('Team name'), 'Platform');
    await user.type(screen.getByLabelText('Email address'), 'ada@example');
    await user.click(submit());

    expect(screen.getByText('2 answers need your attention.')).toBeInTheDocument();
    expect(errorOf(screen.getByLabelText('Your name'))).toBe('This field is required.');
    expect(errorOf(screen.getByLabelText('Email address'))).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Team name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Team email')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Team email'), 'x');
    expect(errorOf(screen.getByLabelText('Email address'))).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect((await api('GET', `/jobs/${jobId}/responses`)).body[0].answers).toEqual({
      name: 'Platform',
      email: 'x',
    });
  });
});

describe('applicant form: one submission per click', () => {
  it('sends one POST and stores one response when Submit Application is double-clicked', async () => {
    const { user, jobId } = await openForm();
    await fillValid(user);
    const seen = interceptApi();

    clickTwiceBeforeRender(submit());

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(seen.requests('POST', `/api/assessments/${jobId}/submit`)).toHaveLength(1);
    const { body } = await api('GET', `/jobs/${jobId}/responses`);
    expect(body).toHaveLength(1);
  });
});

describe('apply page: the posting', () => {
  it('shows the job’s location, department, type and description before the form', async () => {
    const jobId = await addJob('Frontend Engineer', fullStructure);
    await api('PATCH', `/jobs/${jobId}`, {
      location: 'Remote',
      department: 'Engineering',
      employmentType: 'full-time',
      description: 'You will build **fast** screens. <img src=x onerror=alert(1)>',
    });
    renderRoute(`/jobs/${jobId}/apply`);
    const facts = await screen.findByRole('list', { name: 'About this job' });
    expect(facts).toHaveTextContent('Remote');
    expect(facts).toHaveTextContent('Engineering');
    expect(facts).toHaveTextContent('Full-time');
    const about = screen.getByRole('region', { name: 'About the job' });
    expect(await within(about).findByText('fast', { selector: 'strong' })).toBeInTheDocument();
    expect(within(about).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(about.querySelector('img')).toBeNull();
  });
});
