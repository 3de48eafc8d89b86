import { screen, waitFor } from '@testing-library/react';
import { api } from '@/test/api';
import { renderRoute } from '@/test/render';

/** The apply page gives search engines the job's JobPosting, while the job is open. */

const postings = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

describe('the apply page: its job posting', () => {
  it('holds one JobPosting of the job, whose text cannot close its script element', async () => {
    await api('PUT', '/settings/organization', {
      name: 'Harbour Works',
      website: 'https://harbour.example',
      careersIntro: '',
    });
    const title = 'Welder </script><script>window.pwned = 1</script>';
    const job = (
      await api('POST', '/jobs', {
        title,
        location: 'Remote',
        employmentType: 'part-time',
        description: 'Hot work. <script>window.pwned = 2</script>',
      })
    ).body;
    const { container } = renderRoute(`/jobs/${job.id}/apply`);
    await screen.findByRole('form', { name: 'Application' });
    await waitFor(() => expect(postings(container)).toHaveLength(1));
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toMatch(/</);
    expect(postings(container)[0]).toMatchObject({
      '@type': 'JobPosting',
      title,
      jobLocationType: 'TELECOMMUTE',
      employmentType: 'PART_TIME',
      hiringOrganization: { name: 'Harbour Works', sameAs: 'https://harbour.example' },
      identifier: { value: String(job.id) },
      url: `${location.origin}/jobs/${job.id}/apply`,
      directApply: true,
    });
    expect(postings(container)[0].description).toContain('&lt;script&gt;');
    expect(window).not.toHaveProperty('pwned');
  });

  it('holds none once the job is archived', async () => {
    const job = (await api('POST', '/jobs', { title: 'Closed role' })).body;
    await api('PATCH', `/jobs/${job.id}`, { status: 'archived' });
    const { container } = renderRoute(`/jobs/${job.id}/apply`);
    await screen.findByText(/no longer/i);
    expect(postings(container)).toEqual([]);
  });
});
