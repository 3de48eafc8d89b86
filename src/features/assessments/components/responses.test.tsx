import { cleanup, screen, within } from '@testing-library/react';
import { UNVERIFIED_RESPONSE_NOTE } from '@/domain/constants';
import { api } from '@/test/api';
import { renderRoute } from '@/test/render';
import { seedSample } from '@/test/seed';
import { addJob, fullStructure } from '../test/helpers';

async function submitted(
  jobId: number,
  name: string,
  email: string,
  answers: Record<string, string | string[]>,
) {
  const res = await api('POST', `/assessments/${jobId}/submit`, { name, email, answers });
  expect(res.status).toBe(201);
  return res.body;
}

const answersOf = (dl: HTMLElement) =>
  within(dl)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('stored responses', () => {
  it('lists a job’s responses on the job page, newest first, each opening to its labelled answers', async () => {
    const jobId = await addJob('Frontend Engineer', fullStructure);
    await submitted(jobId, 'Ada Lovelace', 'ada@example.com', {
      q1: 'Ada',
      q2: 'No',
      q4: ['Go', 'TypeScript'],
    });
    const bo = await submitted(jobId, 'Bo Chen', 'bo@example.com', {
      q1: 'Bo',
      q2: 'Yes',
      q3: '3',
      q4: ['Go'],
      q6: 'bo.pdf',
    });
    const { user } = renderRoute(`/jobs/${jobId}`);
    const panel = await screen.findByRole('region', { name: 'Assessment responses' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('link')[0]?.textContent)).toEqual([
      'Bo Chen',
      'Ada Lovelace',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Bo Chen' })).toHaveAttribute(
      'href',
      `/candidates/${bo.candidate.id}`,
    );
    expect(within(items[0] as HTMLElement).getByText('bo@example.com')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Show answers of Bo Chen' }));
    expect(
      answersOf(
        within(items[0] as HTMLElement)
          .getAllByRole('definition')[0]
          ?.closest('dl') as HTMLElement,
      ),
    ).toEqual([
      ['What is your full name?', 'Bo'],
      ['Worked with React?', 'Yes'],
      ['Years with React', '3'],
      ['Languages you use', 'Go'],
      ['Your CV', 'bo.pdf'],
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Hide answers of Bo Chen' }));
    expect(within(items[0] as HTMLElement).queryByRole('definition')).not.toBeInTheDocument();
  });

  it('marks a response sent again with a known email as from an unverified sender, on the job and the profile', async () => {
    const jobId = await addJob('Frontend Engineer', fullStructure);
    const { candidate } = await submitted(jobId, 'Ada Lovelace', 'ada@example.com', {
      q1: 'Ada',
      q2: 'No',
      q4: ['Go'],
    });
    await submitted(jobId, 'Someone Else', 'ada@example.com', {
      q1: 'Not Ada',
      q2: 'No',
      q4: ['Go'],
    });
    renderRoute(`/jobs/${jobId}`);
    const panel = await screen.findByRole('region', { name: 'Assessment responses' });
    const [again, first] = await within(panel).findAllByRole('listitem');
    expect(within(again as HTMLElement).getByText(UNVERIFIED_RESPONSE_NOTE)).toBeInTheDocument();
    expect(
      within(first as HTMLElement).queryByText(UNVERIFIED_RESPONSE_NOTE),
    ).not.toBeInTheDocument();
    cleanup();

    renderRoute(`/candidates/${candidate.id}`);
    const answers = await screen.findByRole('region', { name: 'Assessment answers' });
    const submissions = await within(answers).findAllByRole('article', {
      name: 'Frontend Engineer',
    });
    expect(
      submissions.map((article) => within(article).queryByText(UNVERIFIED_RESPONSE_NOTE) !== null),
    ).toEqual([true, false]);
  });

  it('says when a job has no responses yet', async () => {
    const jobId = await addJob('Designer', fullStructure);
    renderRoute(`/jobs/${jobId}`);
    expect(
      await screen.findByText('No one has submitted the assessment for this job yet.'),
    ).toBeInTheDocument();
  });

  it('shows the candidate’s answers on their profile, with the job’s current question labels', async () => {
    const jobId = await addJob('Frontend Engineer', fullStructure);
    const { candidate } = await submitted(jobId, 'Ada Lovelace', 'ada@example.com', {
      q1: 'Ada',
      q2: 'No',
      q4: ['Go', 'TypeScript'],
      q5: 'Line one\nline two',
    });
    // The recruiter rewords a question afterwards: the profile shows the current wording.
    const edited = structuredClone(fullStructure);
    (edited.sections[0]?.questions[1] as { label: string }).label = 'Have you worked with React?';
    await api('PUT', `/jobs/${jobId}/assessment`, edited);

    renderRoute(`/candidates/${candidate.id}`);
    const panel = await screen.findByRole('region', { name: 'Assessment answers' });
    const submission = await within(panel).findByRole('article', { name: 'Frontend Engineer' });
    expect(within(submission).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      `/jobs/${jobId}`,
    );
    expect(await within(submission).findByText('Have you worked with React?')).toBeInTheDocument();
    expect(
      answersOf(within(submission).getAllByRole('definition')[0]?.closest('dl') as HTMLElement),
    ).toEqual([
      ['What is your full name?', 'Ada'],
      ['Have you worked with React?', 'No'],
      ['Languages you use', 'Go, TypeScript'],
      ['Why this role?', 'Line one\nline two'],
    ]);
  });

  it('keeps answers to questions removed since, under a plain label', async () => {
    const jobId = await addJob('Frontend Engineer', fullStructure);
    const { candidate } = await submitted(jobId, 'Bo', 'bo@example.com', {
      q1: 'Bo',
      q2: 'No',
      q4: ['Go'],
    });
    await api('PUT', `/jobs/${jobId}/assessment`, { title: '', sections: [] });
    renderRoute(`/candidates/${candidate.id}`);
    const panel = await screen.findByRole('region', { name: 'Assessment answers' });
    expect(
      await within(panel).findAllByText('A question no longer in the assessment'),
    ).toHaveLength(3);
    expect(within(panel).getByText('Go')).toBeInTheDocument();
  });

  it('says when a candidate has not submitted an assessment', async () => {
    await seedSample();
    const { body } = await api('GET', '/candidates?pageSize=1');
    renderRoute(`/candidates/${body.candidates[0].id}`);
    const panel = await screen.findByRole('region', { name: 'Assessment answers' });
    expect(
      await within(panel).findByText('This candidate has not submitted an assessment.'),
    ).toBeInTheDocument();
  });
});

describe('applicants’ files in responses', () => {
  it('offers the résumé of a basic application for download, from the job page and the profile', async () => {
    const jobId = await addJob('Designer');
    const form = new FormData();
    form.append(
      'application',
      JSON.stringify({ name: 'Dee Signer', email: 'dee@example.com', answers: {} }),
    );
    form.append('resume', new File(['%PDF-1.4 résumé'], 'dee cv.pdf'));
    const sent = await (
      await fetch(`http://localhost/api/assessments/${jobId}/submit`, {
        method: 'POST',
        body: form,
      })
    ).json();
    const saved: Array<{ name: string; bytes: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, bytes: this.href });
    });
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: these keep the saved Blobs to read back, and go after the test.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });

    const { user } = renderRoute(`/jobs/${jobId}`);
    const panel = await screen.findByRole('region', { name: 'Assessment responses' });
    await user.click(
      await within(panel).findByRole('button', { name: 'Show answers of Dee Signer' }),
    );
    await user.click(await within(panel).findByRole('button', { name: /^Download dee cv\.pdf/ }));
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 5_000 });
    expect(saved[0]!.name).toBe('dee cv.pdf');
    expect(await blobs.get(saved[0]!.bytes)!.text()).toBe('%PDF-1.4 résumé');

    // Once saved, the button offers the file again, and its size says how big it is.
    expect(
      await within(panel).findByRole('button', { name: /^Download dee cv\.pdf/ }),
    ).toHaveTextContent(`(${new TextEncoder().encode('%PDF-1.4 résumé').length} B)`);
    cleanup();
    renderRoute(`/candidates/${sent.candidate.id}`);
    expect(
      await screen.findByRole('button', { name: /^Download dee cv\.pdf/ }),
    ).toBeInTheDocument();
  });
});
