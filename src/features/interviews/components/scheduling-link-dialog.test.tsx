import { screen, within } from '@testing-library/react';
import type { SchedulingLinkOutput } from '@/domain/schemas';
import { api, apiError, interceptApi, publishedAnswer } from '@/test/api';
import { candidateInTech } from '@/test/builders';
import { renderRoute, teamMember, teamSession } from '@/test/render';
import { MOVE_LABEL } from './scheduling-link-dialog';

/**
 * "Send a scheduling link" on the profile's interviews: one of the job's planned interviews, the
 * panel or a pool, the days to pick from and the notice; the link to open or copy (browser mode)
 * or emailed (a team server); and the candidate's links with where each stands.
 */

/** A day of the viewer's calendar (YYYY-MM-DD), `days` after today. */
function dayFromToday(days: number): string {
  const at = new Date();
  at.setHours(12, 0, 0, 0);
  at.setDate(at.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}
const midnightOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();

const TOO_LONG = 'Scheduling link: window.to: A window spans at most 31 days.';

/**
 * The scheduling-link routes of a candidate, faked (each answer through the schema its route
 * publishes): a window over 31 days is refused as the API refuses it; a link made is browser
 * mode's (with its page's path) unless `emailed`. `links` is what the list answers.
 */
function fakeLinks(candidateId: number, options: { emailed?: boolean } = {}) {
  const state = { links: [] as SchedulingLinkOutput[] };
  const path = `/api/candidates/${candidateId}/scheduling-links`;
  const watch = interceptApi(({ method, url, body }) => {
    if (url.pathname === '/api/users')
      return publishedAnswer('GET /api/users', {
        users: [teamMember('recruiter'), teamMember('interviewer', { name: 'Carol Williams' })],
      });
    if (url.pathname !== path) return undefined;
    if (method === 'GET')
      return publishedAnswer('GET /api/candidates/:id/scheduling-links', { links: state.links });
    const input = body as {
      planInterviewId: string;
      duration: number;
      interviewerIds?: number[];
      anyOf?: number[];
      window: { from: string; to: string };
      minNoticeHours: number;
    };
    if (Date.parse(input.window.to) - Date.parse(input.window.from) > 31 * 86_400_000)
      return apiError(400, TOO_LONG, 'bad_request');
    const now = new Date().toISOString();
    const made: SchedulingLinkOutput = {
      id: state.links.length + 1,
      candidateId,
      jobId: 1,
      planInterviewId: input.planInterviewId,
      name: input.planInterviewId === 'final-interview' ? 'Final interview' : 'Phone screen',
      durationMinutes: input.duration,
      interviewerIds: input.interviewerIds ?? input.anyOf ?? [],
      pool: input.anyOf !== undefined,
      window: input.window,
      minNoticeHours: input.minNoticeHours,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    };
    state.links = [made, ...state.links];
    return publishedAnswer(
      'POST /api/candidates/:id/scheduling-links',
      options.emailed ? made : { ...made, link: '/schedule/tok-made-0123456789' },
    );
  });
  return { state, watch, path };
}

async function openSection(candidateId: number, options: Parameters<typeof renderRoute>[1] = {}) {
  const view = renderRoute(`/candidates/${candidateId}`, options);
  const section = await screen.findByRole('region', { name: 'Interviews' }, { timeout: 15_000 });
  await within(section).findByText('No interviews yet.');
  return { ...view, section };
}

describe('sending a scheduling link', () => {
  it('says what is missing, shows the API’s refusal next to the form, then the link to open or copy', async () => {
    const { candidateId } = await candidateInTech();
    const { watch, path } = fakeLinks(candidateId);
    const { user, section } = await openSection(candidateId);
    const open = within(section).getByRole('button', { name: 'Send a scheduling link' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Send a scheduling link' });
    const form = await within(dialog).findByRole('form', { name: 'Scheduling link' });
    // Tomorrow to two weeks from today, with a day's notice, the whole panel.
    expect(within(form).getByLabelText('From')).toHaveValue(dayFromToday(1));
    expect(within(form).getByLabelText('To')).toHaveValue(dayFromToday(14));
    expect(within(form).getByLabelText('Minimum notice (hours)')).toHaveValue(24);
    expect(
      within(form).getByRole('radio', { name: 'The whole panel: everyone chosen is free' }),
    ).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(within(form).getByText('Choose an interview of the plan.')).toBeVisible();
    expect(within(form).getByText('Choose at least one interviewer.')).toBeVisible();
    expect(within(form).getByLabelText('Interview')).toHaveFocus();
    expect(watch.requests('POST', path)).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Interview'), 'Final interview');
    // The plan's length, and the stage the candidate would move to.
    expect(within(form).getByLabelText('Duration (minutes)')).toHaveValue(45);
    const move = within(form).getByRole('checkbox', { name: MOVE_LABEL });
    expect(move).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Carol Williams' }));
    await user.click(
      within(form).getByRole('radio', { name: 'One of a pool: whoever chosen is free' }),
    );
    // Six weeks: longer than the API allows.
    const to = within(form).getByLabelText('To');
    await user.clear(to);
    await user.type(to, dayFromToday(42));
    await user.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Could not make the link: ${TOO_LONG}`,
    );

    await user.clear(to);
    await user.type(to, dayFromToday(10));
    await user.click(within(form).getByRole('button', { name: 'Send the link' }));
    const said = await within(dialog).findByText(/^The link for Final interview is ready\./);
    expect(said).toHaveFocus();
    const field = within(dialog).getByRole('textbox', { name: 'The candidate’s link' });
    expect(field).toHaveValue(`${window.location.origin}/schedule/tok-made-0123456789`);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
    const openLink = within(dialog).getByRole('link', { name: 'Open' });
    expect(openLink).toHaveAttribute('href', '/schedule/tok-made-0123456789');
    expect(openLink).toHaveAttribute('target', '_blank');
    expect(watch.requests('POST', path).at(-1)!.body).toEqual({
      planInterviewId: 'final-interview',
      duration: 45,
      anyOf: [3],
      // The first day's midnight to the end of the last, in the viewer's zone.
      window: { from: midnightOf(dayFromToday(1)), to: midnightOf(dayFromToday(11)) },
      minNoticeHours: 24,
      moveCandidate: true,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(open).toHaveFocus();
    // The list reads the links again: the new one is open.
    const list = await within(section).findByRole('region', { name: 'Scheduling links' });
    expect(list).toHaveTextContent('Final interview · 45 min');
    expect(list).toHaveTextContent('Open: waiting for the candidate to pick a time');
  });

  it('on a team server, says the candidate was emailed the link', async () => {
    const { candidateId } = await candidateInTech();
    fakeLinks(candidateId, { emailed: true });
    const { user, section } = await openSection(candidateId, {
      session: teamSession('recruiter'),
    });
    await user.click(within(section).getByRole('button', { name: 'Send a scheduling link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a scheduling link' });
    const form = await within(dialog).findByRole('form', { name: 'Scheduling link' });
    await user.selectOptions(within(form).getByLabelText('Interview'), 'Phone screen');
    await user.click(within(form).getByRole('checkbox', { name: 'Carol Williams' }));
    await user.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(
      await within(dialog).findByText('Hana Hand was emailed a link to book Phone screen.'),
    ).toHaveFocus();
    expect(within(dialog).queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lists the candidate’s links with where each stands', async () => {
    const { candidateId } = await candidateInTech();
    const startsAt = new Date('2030-12-03T10:00:00').toISOString();
    const scheduled = await api('POST', `/candidates/${candidateId}/interviews`, {
      planInterviewId: 'phone-screen',
      startsAt,
      durationMinutes: 30,
      interviewerIds: [3],
    });
    const { state } = fakeLinks(candidateId);
    const link = (id: number, status: SchedulingLinkOutput['status']): SchedulingLinkOutput => ({
      id,
      candidateId,
      jobId: 1,
      planInterviewId: 'phone-screen',
      name: 'Phone screen',
      durationMinutes: 30,
      interviewerIds: [3],
      pool: false,
      window: { from: '2030-12-01T23:00:00.000Z', to: '2030-12-15T23:00:00.000Z' },
      minNoticeHours: 24,
      status,
      createdAt: '2030-11-20T09:00:00.000Z',
      updatedAt: '2030-11-20T09:00:00.000Z',
      ...(status === 'booked' && { interviewId: scheduled.body.interview.id as number }),
    });
    state.links = [link(4, 'booked'), link(3, 'open'), link(2, 'cancelled'), link(1, 'ended')];
    renderRoute(`/candidates/${candidateId}`);
    const section = await screen.findByRole('region', { name: 'Interviews' }, { timeout: 15_000 });
    await within(section).findByRole('heading', { name: 'Phone screen' });
    const list = await within(section).findByRole('region', { name: 'Scheduling links' });
    const statuses = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.scheduling-link-status')!.textContent);
    // A booked link's time is its interview's, once the interviews are read too.
    await vi.waitFor(() => expect(statuses()[0]).not.toBe('Booked'));
    expect(statuses()).toEqual([
      `Booked for ${new Date(startsAt).toLocaleString(undefined, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })}`,
      'Open: waiting for the candidate to pick a time',
      'Cancelled by the candidate',
      'Ended',
    ]);
  });

  it('makes a link the candidate’s page opens, through browser mode’s own API', async () => {
    const { candidateId } = await candidateInTech();
    const { user, section, unmount } = await openSection(candidateId);
    await user.click(within(section).getByRole('button', { name: 'Send a scheduling link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a scheduling link' });
    const form = await within(dialog).findByRole('form', { name: 'Scheduling link' });
    await user.selectOptions(within(form).getByLabelText('Interview'), 'Phone screen');
    await user.click(within(form).getByRole('checkbox', { name: 'Carol Williams' }));
    await user.click(within(form).getByRole('button', { name: 'Send the link' }));
    const link = await within(dialog).findByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toMatch(/^\/schedule\/[A-Za-z0-9_-]{43}$/);
    const listed = (await api('GET', `/candidates/${candidateId}/scheduling-links`)).body.links;
    expect(listed).toMatchObject([
      { name: 'Phone screen', durationMinutes: 30, interviewerIds: [3], status: 'open' },
    ]);
    const href = link.getAttribute('href')!;
    unmount();

    renderRoute(href);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Phone screen for Harbour Pilot' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  });

  it('is not offered to an interviewer (team mode)', async () => {
    const { candidateId } = await candidateInTech();
    const { watch, path } = fakeLinks(candidateId);
    const { section } = await openSection(candidateId, { session: teamSession('interviewer') });
    expect(
      within(section).queryByRole('button', { name: 'Send a scheduling link' }),
    ).not.toBeInTheDocument();
    expect(watch.requests('GET', path)).toEqual([]);
  });
});
