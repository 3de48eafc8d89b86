import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { api, failWrites } from '@/test/api';
import { addJob, fullStructure } from '../test/helpers';


const submit = () => screen.getByRole('button', { name: 'Submit Application' });
const errorOf = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent;
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
  await user.click(within(screen.getByRole('group', { name: 'Worked with React?' })).getByLabelText('Yes'));
  await user.type(screen.getByLabelText('Years with React'), '7');
  await user.click(within(screen.getByRole('group', { name: 'Languages you use' })).getByLabelText('TypeScript'));
}

describe('applicant form', () => {
  it('shows the job title, the applicant fields and every question labelled, hiding conditional ones', async () => {
    await openForm();
    expect(screen.getByText('Frontend Engineer Assessment')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'What is your full name?' })).toHaveAttribute('aria-required', 'true');
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
    expect(screen.getByText('5 answers need your attention.').closest('[role="alert"]')).not.toBeNull();
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(name)).toBe('This field is required.');
    expect(name).toHaveFocus();
    expect(errorOf(screen.getByRole('group', { name: 'Languages you use' }))).toBe('This field is required.');

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
    expect(errorOf(screen.getByLabelText('Email address'))).toBe('Enter a valid email address, like name@example.com.');
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
    await user.upload(screen.getByLabelText('Your CV'), new File(['%PDF'], 'ada-cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Chosen: ada-cv.pdf')).toBeInTheDocument();
    await user.click(submit());
    const heading = await screen.findByRole('heading', { name: 'Thank You!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/We will be in touch at ada@example.com/)).toBeInTheDocument();

    const { body } = await api('GET', `/jobs/${jobId}/responses`);
    expect(body).toHaveLength(1);
    expect(body[0].candidate).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', stage: 'applied' });
    expect(body[0].answers).toEqual({ q1: 'Ada Augusta Lovelace', q2: 'Yes', q3: '7', q4: ['TypeScript'], q5: 'I like forms.', q6: 'ada-cv.pdf' });
    const candidates = await api('GET', `/candidates?jobId=${jobId}`);
    expect(candidates.body.candidates).toEqual([expect.objectContaining({ name: 'Ada Lovelace', stage: 'applied', jobId })]);
  });

  it('keeps the answers and says so when submitting fails', async () => {
    const { user, jobId } = await openForm();
    await fillValid(user);
    const failing = failWrites();
    await user.click(submit());
    expect(await screen.findByText(/Could not submit your application: .*simulated failure.*Your answers are still here/)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada Lovelace');
    expect((await api('GET', `/jobs/${jobId}/responses`)).body).toEqual([]);
    failing.spy.mockRestore();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('says so when the job has no assessment sections', async () => {
    const jobId = await addJob('Designer');
    renderRoute(`/jobs/${jobId}/apply`);
    expect(await screen.findByText('This job does not have an assessment configured.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Designer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('says Job not found. for an unknown job', async () => {
    renderRoute('/jobs/999/apply');
    expect(await screen.findByRole('heading', { name: 'Job not found.' })).toBeInTheDocument();
  });
});
