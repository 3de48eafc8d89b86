import { screen, waitFor, within } from '@testing-library/react';
import { api, interceptApi, publishedAnswer } from '@/test/api';
import { backendFetch } from '@/test/backend';
import { candidateInTech } from '@/test/builders';
import { renderRoute, teamMember, teamSession } from '@/test/render';

/** The profile's interviews: scheduled from the job's plan, listed in the viewer's time zone. */

async function openProfile(options: Parameters<typeof renderRoute>[1] = {}) {
  const { candidateId } = await candidateInTech();
  const view = renderRoute(`/candidates/${candidateId}`, options);
  const section = await screen.findByRole('region', { name: 'Interviews' });
  await within(section).findByText('No interviews yet.');
  return { ...view, candidateId, section };
}

describe('the profile’s interviews', () => {
  it('schedules one of the plan’s interviews, says what is missing first, and lists it', async () => {
    const { user, section, candidateId } = await openProfile();
    await user.click(within(section).getByRole('button', { name: 'Schedule interview' }));
    const form = await within(section).findByRole('form', { name: 'Schedule interview' });
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(within(form).getByText('Choose an interview of the plan.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one interviewer.')).toBeInTheDocument();
    expect((await api('GET', `/candidates/${candidateId}/interviews`)).body.interviews).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Interview'), 'Phone screen');
    expect(within(form).getByLabelText('Duration (minutes)')).toHaveValue(30);
    await user.type(within(form).getByLabelText('Date'), '2026-12-01');
    await user.type(within(form).getByLabelText('Time'), '10:30');
    await user.click(within(form).getByLabelText('Carol Williams'));
    expect(within(form).queryByText('Choose at least one interviewer.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(section).findByText('Phone screen scheduled.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Schedule interview' })).toHaveFocus();
    const [stored] = (await api('GET', `/candidates/${candidateId}/interviews`)).body.interviews;
    expect(stored).toMatchObject({
      name: 'Phone screen',
      durationMinutes: 30,
      interviewerIds: [3],
      startsAt: new Date('2026-12-01T10:30:00').toISOString(),
    });
    const item = await within(section).findByRole('listitem');
    expect(item).toHaveTextContent('With Carol Williams');
    // Its start with the day of the week, in the viewer's locale and time zone.
    expect(item).toHaveTextContent(
      `${new Date('2026-12-01T10:30:00').toLocaleString(undefined, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })} · 30 min`,
    );
    expect(
      within(item).getByRole('button', { name: 'Add to calendar: Phone screen' }),
    ).toBeInTheDocument();
  });

  it('on a team server, asks whether to email the candidate the invitation too', async () => {
    const carol = teamMember('interviewer', { id: 3, name: 'Carol Williams' });
    let sent: unknown;
    interceptApi(({ method, url, body }) => {
      if (url.pathname === '/api/users')
        return publishedAnswer('GET /api/users', { users: [teamMember('recruiter'), carol] });
      if (method === 'POST' && url.pathname.endsWith('/interviews')) {
        sent = body;
        // The team server keeps the wish; here the browser-mode API stands in, without it.
        const { inviteCandidate: _asked, ...rest } = body as Record<string, unknown>;
        return backendFetch(
          new Request(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(rest),
          }),
        );
      }
      return undefined;
    });
    const { user, section } = await openProfile({ session: teamSession('recruiter') });
    await user.click(within(section).getByRole('button', { name: 'Schedule interview' }));
    const form = await within(section).findByRole('form', { name: 'Schedule interview' });
    await user.selectOptions(within(form).getByLabelText('Interview'), 'Phone screen');
    await user.type(within(form).getByLabelText('Date'), '2026-12-01');
    await user.type(within(form).getByLabelText('Time'), '10:30');
    await user.click(within(form).getByLabelText('Carol Williams'));
    const invite = within(form).getByRole('checkbox', { name: /the invitation$/ });
    expect(invite).not.toBeChecked();
    await user.click(invite);
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    await within(section).findByText(/Phone screen scheduled\./);
    expect(sent).toMatchObject({ planInterviewId: 'phone-screen', inviteCandidate: true });
  });

  it('lets an interviewer read the interviews but not schedule or cancel one (team mode)', async () => {
    const { section } = await openProfile({ session: teamSession('interviewer') });
    expect(
      within(section).queryByRole('button', { name: 'Schedule interview' }),
    ).not.toBeInTheDocument();
  });

  it('reschedules an interview in its own form, filled with it as it is, and says so', async () => {
    const { candidateId } = await candidateInTech();
    await api('POST', `/candidates/${candidateId}/interviews`, {
      planInterviewId: 'technical-interview',
      startsAt: new Date('2026-12-01T10:30:00').toISOString(),
      durationMinutes: 60,
      interviewerIds: [1],
      location: 'Pier 4',
    });
    const { user } = renderRoute(`/candidates/${candidateId}`);
    const section = await screen.findByRole('region', { name: 'Interviews' });
    await user.click(
      await within(section).findByRole('button', { name: 'Reschedule Technical interview' }),
    );
    const form = within(section).getByRole('form', { name: 'Reschedule Technical interview' });
    expect(within(form).getByLabelText('Interview')).toBeDisabled();
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-12-01');
    expect(within(form).getByLabelText('Time')).toHaveValue('10:30');
    expect(within(form).getByLabelText('Location (optional)')).toHaveValue('Pier 4');
    await user.clear(within(form).getByLabelText('Time'));
    await user.type(within(form).getByLabelText('Time'), '14:00');
    await user.clear(within(form).getByLabelText('Location (optional)'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(section).findByText('Technical interview rescheduled.')).toBeVisible();
    expect(
      within(section).getByRole('button', { name: 'Reschedule Technical interview' }),
    ).toHaveFocus();
    const [stored] = (await api('GET', `/candidates/${candidateId}/interviews`)).body.interviews;
    expect(stored).toMatchObject({
      startsAt: new Date('2026-12-01T14:00:00').toISOString(),
      location: null,
      sequence: 1,
    });
  });
});

describe('finding a time in the schedule form', () => {
  it('offers the panel’s free times of the date’s week, fills one in, and warns of a time not free', async () => {
    const at = (local: string) => new Date(local).toISOString();
    const faked = interceptApi(({ url }) => {
      if (url.pathname !== '/api/scheduling/slots') return undefined;
      const week = url.searchParams.get('from') === at('2026-11-30T00:00:00');
      return publishedAnswer('GET /api/scheduling/slots', {
        slots: week
          ? ['2026-12-01T09:00:00', '2026-12-01T09:30:00'].map((start) => ({
              start: at(start),
              end: new Date(Date.parse(at(start)) + 30 * 60_000).toISOString(),
              interviewerIds: [3],
            }))
          : [],
        more: false,
      });
    });
    const { user, section, candidateId } = await openProfile();
    await user.click(within(section).getByRole('button', { name: 'Schedule interview' }));
    const form = await within(section).findByRole('form', { name: 'Schedule interview' });
    expect(
      within(form).getByText(
        'Choose the interviewers and a duration to see when they are all free.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Interview'), 'Phone screen');
    await user.click(within(form).getByLabelText('Carol Williams'));
    await user.type(within(form).getByLabelText('Date'), '2026-12-01');
    expect(
      within(form).getByRole('heading', {
        name: `Free slots: week of ${new Date(2026, 10, 30).toLocaleDateString(undefined, {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          year: 'numeric',
        })}`,
      }),
    ).toBeInTheDocument();
    const free = await within(form).findByRole('button', {
      // Its day and time as the browser's locale writes them.
      name: `${new Date(2026, 11, 1).toLocaleDateString(undefined, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      })}, ${new Date('2026-12-01T09:30:00').toLocaleTimeString(undefined, {
        hour: 'numeric',
        minute: '2-digit',
      })}`,
    });
    expect(faked.requests('GET', '/api/scheduling/slots').at(-1)?.url.searchParams.toString()).toBe(
      new URLSearchParams({
        interviewerIds: '3',
        duration: '30',
        from: at('2026-11-30T00:00:00'),
        to: at('2026-12-07T00:00:00'),
        minNoticeHours: '0',
      }).toString(),
    );

    const warning = 'Not everyone is free then: pick a free time below or schedule anyway.';
    await user.type(within(form).getByLabelText('Time'), '10:30');
    expect(within(form).getByText(warning)).toBeVisible();
    await user.click(free);
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-12-01');
    expect(within(form).getByLabelText('Time')).toHaveValue('09:30');
    expect(free).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).queryByText(warning)).not.toBeInTheDocument();

    // The warning holds nothing back.
    await user.clear(within(form).getByLabelText('Time'));
    await user.type(within(form).getByLabelText('Time'), '10:30');
    expect(within(form).getByText(warning)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(section).findByText('Phone screen scheduled.')).toBeInTheDocument();
    const [stored] = (await api('GET', `/candidates/${candidateId}/interviews`)).body.interviews;
    expect(stored).toMatchObject({ startsAt: at('2026-12-01T10:30:00'), durationMinutes: 30 });
  });
});

describe('scheduling moves the candidate into the interview’s stage', () => {
  async function applicant(stages?: object[]) {
    const jobId = (await api('POST', '/jobs', { title: 'Harbour Pilot' })).body.id as number;
    if (stages) expect((await api('PUT', `/jobs/${jobId}/stages`, { stages })).status).toBe(200);
    const candidateId = (
      await api('POST', '/candidates', {
        name: 'Ann Applied',
        email: `ann.${jobId}@example.com`,
        jobId,
        source: 'referral',
      })
    ).body.id as number;
    const view = renderRoute(`/candidates/${candidateId}`);
    const section = await screen.findByRole('region', { name: 'Interviews' });
    await within(section).findByText('No interviews yet.');
    await view.user.click(within(section).getByRole('button', { name: 'Schedule interview' }));
    const form = await within(section).findByRole('form', { name: 'Schedule interview' });
    const fill = async (interview: string) => {
      await view.user.selectOptions(within(form).getByLabelText('Interview'), interview);
      await view.user.type(within(form).getByLabelText('Date'), '2026-12-01');
      await view.user.type(within(form).getByLabelText('Time'), '10:30');
      await view.user.click(within(form).getByLabelText('Carol Williams'));
    };
    return { ...view, jobId, candidateId, section, form, fill };
  }

  it('offers the move, ticked, for an earlier candidate, and moves them when scheduled', async () => {
    const { user, section, form, fill, candidateId } = await applicant();
    expect(within(form).queryByRole('checkbox', { name: /^Move to/ })).not.toBeInTheDocument();
    await fill('Technical interview');
    const move = within(form).getByRole('checkbox', { name: 'Move to Tech when scheduled' });
    expect(move).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(
      await within(section).findByText('Technical interview scheduled. Ann Applied moved to Tech.'),
    ).toBeInTheDocument();
    expect((await api('GET', `/candidates/${candidateId}`)).body.stage).toBe('tech');
    // The profile reads the candidate again: its stage is the new one.
    await waitFor(() => expect(document.querySelector('.profile-stage')).toHaveTextContent('Tech'));
  });

  it('leaves the candidate where they are when unticked', async () => {
    const { user, section, form, fill, candidateId } = await applicant();
    await fill('Phone screen');
    await user.click(within(form).getByRole('checkbox', { name: 'Move to Screen when scheduled' }));
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(section).findByText('Phone screen scheduled.')).toBeInTheDocument();
    expect((await api('GET', `/candidates/${candidateId}`)).body.stage).toBe('applied');
  });

  it('names the job’s own stage, and offers no move once the candidate is in it', async () => {
    const { user, section, form, fill, candidateId } = await applicant([
      { id: 'applied', name: 'Applied', category: 'applied' },
      { name: 'Portfolio review', category: 'screen' },
      { name: 'Design exercise', category: 'tech' },
      { id: 'offer', name: 'Offer', category: 'offer' },
      { id: 'hired', name: 'Hired', category: 'hired' },
      { id: 'rejected', name: 'Rejected', category: 'rejected' },
    ]);
    await fill('Phone screen');
    expect(
      within(form).getByRole('checkbox', { name: 'Move to Portfolio review when scheduled' }),
    ).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(
      await within(section).findByText(
        'Phone screen scheduled. Ann Applied moved to Portfolio review.',
      ),
    ).toBeInTheDocument();
    expect((await api('GET', `/candidates/${candidateId}`)).body).toMatchObject({
      stage: 'screen',
    });
    await waitFor(() =>
      expect(document.querySelector('.profile-stage')).toHaveTextContent('Portfolio review'),
    );
    // A screen interview for someone now in Screen: nothing to offer.
    await user.click(within(section).getByRole('button', { name: 'Schedule interview' }));
    const again = await within(section).findByRole('form', { name: 'Schedule interview' });
    await user.selectOptions(within(again).getByLabelText('Interview'), 'Phone screen');
    expect(within(again).queryByRole('checkbox', { name: /^Move to/ })).not.toBeInTheDocument();
  });

  it('offers no move to a candidate in a later stage', async () => {
    const { user, section } = await openProfile();
    await user.click(within(section).getByRole('button', { name: 'Schedule interview' }));
    const form = await within(section).findByRole('form', { name: 'Schedule interview' });
    await user.selectOptions(within(form).getByLabelText('Interview'), 'Phone screen');
    expect(within(form).queryByRole('checkbox', { name: /^Move to/ })).not.toBeInTheDocument();
  });
});
