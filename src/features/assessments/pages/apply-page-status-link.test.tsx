import { screen, within } from '@testing-library/react';
import { interceptApi, publishedAnswer } from '@/test/api';
import { renderRoute } from '@/test/render';
import { addJob } from '../test/helpers';

/** After applying, the thank-you shows the applicant's private status link, once. */

const HELP =
  'Keep this private link to follow your application and download your data. There you can withdraw it (the team keeps its record) or erase it for good.';

async function applyFor(title: string, options?: Parameters<typeof renderRoute>[1]) {
  const jobId = await addJob(title);
  const view = renderRoute(`/jobs/${jobId}/apply`, options);
  await screen.findByRole('form', { name: 'Application' });
  await view.user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
  await view.user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Submit Application' }));
  await screen.findByRole('heading', { name: 'Thank You!' });
  return { ...view, jobId };
}

const linkRegion = () => screen.getByRole('region', { name: 'Your private link' });

describe('the apply page: the private status link', () => {
  it('shows the link with what it is for, and following it opens the status page', async () => {
    const { user, router } = await applyFor('Harbour Pilot');
    const region = linkRegion();
    expect(within(region).getByText(HELP)).toBeVisible();
    const link = within(region).getByRole('link');
    const href = link.getAttribute('href') ?? '';
    // The app's own path, whatever address the API named: it opens in either home.
    expect(href).toMatch(/^\/my-application\/[A-Za-z0-9_-]{43}$/);
    expect(link).toHaveTextContent(`${window.location.origin}${href}`);

    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your application for Harbour Pilot' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(href);
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Received');
  });

  it('copies the link, and says how to copy it where the page may not', async () => {
    const { user } = await applyFor('Harbour Pilot');
    const region = linkRegion();
    const url = within(region).getByRole('link').textContent;
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });
    await user.click(within(region).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(within(region).getByRole('status')).toHaveTextContent('Link copied.');

    writeText.mockRejectedValue(new Error('Denied'));
    await user.click(within(region).getByRole('button', { name: 'Copy link' }));
    expect(within(region).getByRole('status')).toHaveTextContent(/Could not copy the link here/);
  });

  it('shows the link to an anonymous applicant of a team, on the app’s own path', async () => {
    const token = 'T'.repeat(43);
    // A team server answers an anonymous applicant `received` alone, with the link on its public address.
    interceptApi((request) =>
      request.method === 'POST' && request.url.pathname.endsWith('/submit')
        ? publishedAnswer('POST /api/assessments/:jobId/submit', {
            received: true,
            statusUrl: `https://jobs.example.com/my-application/${token}`,
          })
        : undefined,
    );
    await applyFor('Harbour Pilot', { session: { mode: 'team', user: null } });
    const link = within(linkRegion()).getByRole('link');
    expect(link).toHaveAttribute('href', `/my-application/${token}`);
    expect(screen.queryByRole('link', { name: 'Back to the job' })).not.toBeInTheDocument();
  });
});
