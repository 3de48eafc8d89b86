import { screen, waitFor, within } from '@testing-library/react';
import { api, interceptApi } from '@/test/api';
import { renderRoute } from '@/test/render';

/** The careers page: the open jobs as an applicant sees them, in both homes. */

async function postings() {
  const made = [];
  for (const job of [
    {
      title: 'Welder',
      location: 'Leeds',
      department: 'Manufacturing',
      employmentType: 'full-time',
    },
    { title: 'Painter', location: 'York', department: 'Manufacturing' },
    { title: 'Writer', location: 'Leeds', department: 'Marketing', employmentType: 'contract' },
    { title: 'Closed role', location: 'Hull', department: 'Sales' },
  ]) {
    made.push((await api('POST', '/jobs', job)).body);
  }
  await api('PATCH', `/jobs/${made[3].id}`, { status: 'archived' });
  return made;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Open positions' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('careers page', () => {
  it('lists the active jobs with their facts and Apply links, filtered by department and location in the address', async () => {
    const [welder] = await postings();
    const { user, router } = renderRoute('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Open positions' });
    await waitFor(() => expect(titles()).toEqual(['Welder', 'Painter', 'Writer']));
    expect(screen.getByText('3 open positions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for Welder' })).toHaveAttribute(
      'href',
      `/jobs/${welder.id}/apply`,
    );
    // Browser mode previews it, with no recruiter navigation.
    expect(screen.getByRole('note')).toHaveTextContent(
      'Preview: this is the page applicants see on a team server.',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Location'), 'Leeds');
    await waitFor(() => expect(titles()).toEqual(['Welder', 'Writer']));
    expect(router.state.location.search).toBe('?location=Leeds');
    await user.selectOptions(screen.getByLabelText('Department'), 'Marketing');
    await waitFor(() => expect(titles()).toEqual(['Writer']));
    expect(screen.getByText('1 open position')).toBeInTheDocument();
    expect(screen.getByLabelText('Department')).toHaveValue('Marketing');
  });

  it('opens filtered from its address, and says when nothing matches', async () => {
    await postings();
    renderRoute('/careers?department=Sales');
    expect(
      await screen.findByText('No open positions match. Try all departments and locations.'),
    ).toBeInTheDocument();
  });

  it('is public in team mode: no sign-in, no navigation, no preview note', async () => {
    await postings();
    // The team server marks its page as team mode.
    const meta = Object.assign(document.createElement('meta'), {
      name: 'talentflow-mode',
      content: 'team',
    });
    document.head.append(meta);
    onTestFinished(() => meta.remove());
    renderRoute('/careers', { session: { mode: 'team', user: null } });
    await waitFor(() => expect(titles()).toEqual(['Welder', 'Painter', 'Writer']));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /sign in/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('names the organization and shows its introduction as text', async () => {
    await postings();
    await api('PUT', '/settings/organization', {
      name: 'Harbour Works',
      website: 'https://harbour.example',
      careersIntro: 'We build boats.\nCome and <b>join</b> us.',
    });
    renderRoute('/careers');
    expect(await screen.findByText('Harbour Works')).toBeInTheDocument();
    const intro = await screen.findByText(/We build boats\./);
    // Plain text: the markup is shown as typed, never made into elements.
    expect(intro).toHaveTextContent('We build boats. Come and <b>join</b> us.');
    expect(intro.querySelector('b')).toBeNull();
    expect(
      screen.queryByText('Find a role that fits you and apply in a few minutes.'),
    ).not.toBeInTheDocument();
  });

  it('gives search engines one JobPosting per listed job, naming the organization', async () => {
    const [welder, painter] = await postings();
    await api('PUT', '/settings/organization', {
      name: 'Harbour Works',
      website: '',
      careersIntro: '',
    });
    const { container } = renderRoute('/careers');
    await waitFor(() =>
      expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(3),
    );
    const found = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? ''),
    );
    expect(found.map((posting) => posting.title)).toEqual(['Welder', 'Painter', 'Writer']);
    expect(found[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      hiringOrganization: { '@type': 'Organization', name: 'Harbour Works' },
      identifier: { '@type': 'PropertyValue', name: 'Harbour Works', value: String(welder.id) },
      employmentType: 'FULL_TIME',
      directApply: true,
      url: `${location.origin}/jobs/${welder.id}/apply`,
    });
    expect(found[1].identifier.value).toBe(String(painter.id));
    expect(found[0].hiringOrganization).not.toHaveProperty('sameAs');
  });

  it('adds no postings of its own when the team server sent them with the page', async () => {
    await postings();
    await api('PUT', '/settings/organization', {
      name: 'Harbour Works',
      website: '',
      careersIntro: '',
    });
    const served = Object.assign(document.createElement('script'), {
      type: 'application/ld+json',
      textContent: '{}',
    });
    served.setAttribute('data-served-postings', '/careers');
    document.head.append(served);
    onTestFinished(() => served.remove());
    const seen = interceptApi();
    const { container } = renderRoute('/careers');
    await waitFor(() => expect(titles()).toEqual(['Welder', 'Painter', 'Writer']));
    // The organization is shown: the page would now read each job for its posting.
    expect(await screen.findByText('Harbour Works')).toBeInTheDocument();
    expect(seen.requests('GET', /^\/api\/jobs\/\d+$/)).toEqual([]);
    expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});
