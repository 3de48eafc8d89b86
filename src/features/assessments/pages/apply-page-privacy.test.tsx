import { screen, within } from '@testing-library/react';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute } from '@/test/render';
import { addJob } from '../test/helpers';

/** The apply page shows the team's privacy notice above Submit, and never needs it to apply. */

const NOTICE = [
  'We keep your application for **24 months**.',
  '',
  '<script>window.pwned = 1</script>',
  '',
  '<img src="x" onerror="window.pwned = 1">',
].join('\n');

const privacy = (noticeText: string, noticeUrl: string | null = null) =>
  api('PUT', '/settings/privacy', {
    noticeText,
    noticeUrl,
    consentRequired: false,
    retentionMonths: 24,
  });

async function openForm(options?: Parameters<typeof renderRoute>[1]) {
  const jobId = await addJob('Frontend Engineer');
  const view = renderRoute(`/jobs/${jobId}/apply`, options);
  await screen.findByRole('form', { name: 'Application' });
  return { ...view, jobId };
}

async function apply(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
}

describe('the apply page: the privacy notice', () => {
  it('shows the notice as Markdown above Submit, with the policy link, and no markup as elements', async () => {
    await privacy(NOTICE, 'https://example.com/privacy');
    await openForm();
    const notice = await screen.findByRole('region', { name: 'How we use your data' });
    expect(within(notice).getByText('24 months').tagName).toBe('STRONG');
    // Under the team's words, what withdrawing and erasing each do.
    expect(
      within(notice).getByText(
        'After you apply, your private link lets you download what you sent, withdraw your application (the team stops considering you and keeps its record) or erase it (everything you sent is deleted).',
      ),
    ).toBeVisible();
    // Raw HTML in the notice is text, never an element.
    expect(notice.querySelector('script, img, [onerror]')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(notice).toHaveTextContent('<script>window.pwned = 1</script>');
    expect((window as { pwned?: number }).pwned).toBeUndefined();

    const link = within(notice).getByRole('link', { name: /Read the full privacy policy/ });
    expect(link).toHaveAttribute('href', 'https://example.com/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const submit = screen.getByRole('button', { name: 'Submit Application' });
    expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the notice without a link when the team has no full policy', async () => {
    await privacy('We keep it for _a while_.');
    await openForm();
    const notice = await screen.findByRole('region', { name: 'How we use your data' });
    expect(within(notice).getByText('a while').tagName).toBe('EM');
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no box when the team wrote no notice', async () => {
    const watch = interceptApi();
    await openForm();
    expect(watch.requests('GET', '/api/settings/privacy')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'How we use your data' })).not.toBeInTheDocument();
  });

  it('lets the applicant apply when the settings cannot be loaded', async () => {
    await privacy(NOTICE);
    interceptApi((request) =>
      request.url.pathname === '/api/settings/privacy'
        ? apiError(503, 'Unavailable.', 'unavailable')
        : undefined,
    );
    const { user, jobId } = await openForm();
    expect(screen.queryByRole('region', { name: 'How we use your data' })).not.toBeInTheDocument();
    await apply(user);
    const { body } = await api('GET', `/candidates?jobId=${jobId}`);
    expect(body.candidates.map((c: { email: string }) => c.email)).toContain('ada@example.com');
  });

  it('shows the notice on a team’s public apply page, to an applicant without an account', async () => {
    await privacy('Read **this** first.', 'https://example.com/privacy');
    const { user } = await openForm({ session: { mode: 'team', user: null } });
    const notice = await screen.findByRole('region', { name: 'How we use your data' });
    expect(within(notice).getByText('this').tagName).toBe('STRONG');
    await apply(user);
  });
});

describe('the apply page: consent', () => {
  it('asks for consent where the team requires it: unticked, refused until ticked, then kept', async () => {
    await api('PUT', '/settings/privacy', {
      noticeText: 'We keep your application for 24 months.',
      noticeUrl: null,
      consentRequired: true,
      retentionMonths: 24,
    });
    const watch = interceptApi();
    const { user, jobId } = await openForm();
    const box = await screen.findByRole('checkbox', {
      name: /I agree to how my data is used/,
    });
    expect(box).not.toBeChecked();
    await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText('Tick the box to agree to how your data is used.'),
    ).toBeVisible();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(watch.requests('POST', `/api/assessments/${jobId}/submit`)).toHaveLength(0);

    await user.click(box);
    expect(screen.queryByText('Tick the box to agree to how your data is used.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    const { candidates } = (await api('GET', `/candidates?jobId=${jobId}`)).body;
    const stored = (await api('GET', `/candidates/${candidates[0].id}`)).body;
    expect(stored).toMatchObject({ noticeVersion: 1 });
    expect(stored.consentAt).toEqual(expect.any(String));
  });

  it('shows no box where the team does not ask for consent', async () => {
    await privacy('We keep it for a while.');
    const { user } = await openForm();
    await screen.findByRole('region', { name: 'How we use your data' });
    expect(screen.queryByRole('checkbox', { name: /I agree/ })).not.toBeInTheDocument();
    await apply(user);
  });
});
