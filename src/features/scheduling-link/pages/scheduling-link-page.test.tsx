import { screen, within } from '@testing-library/react';
import { CHANGE_CLOSED, SCHEDULING_LINK_GONE, SLOT_TAKEN } from '@/domain/scheduling-links';
import type { SchedulingLinkPage } from '@/domain/schemas';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { renderRoute } from '@/test/render';
import { CANCELLED, TIME_ZONE_LABEL } from './scheduling-link-page';

/**
 * The candidate's scheduling page, opened from the private link the team sent: the panel's free
 * times in the candidate's own zone, one booked, then (once) moved or cancelled. Public: the
 * link's token is the key.
 */

const slot = (start: string, minutes = 45) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

/** Three free times: two on Tuesday 3 December 2030 in Berlin, one on the Wednesday. */
const MONDAY_EVENING_IN_LA = '2030-12-03T02:30:00.000Z';
const SLOTS = [
  slot(MONDAY_EVENING_IN_LA),
  slot('2030-12-03T09:00:00.000Z'),
  slot('2030-12-04T13:15:00.000Z'),
];
const CHANGE_UNTIL = '2030-12-02T02:30:00.000Z';

/** A link not booked yet, as GET /api/scheduling-links/:token answers it. */
const OPEN: SchedulingLinkPage = {
  organization: 'Harbour <b>Works</b>',
  candidateName: 'Hana Hand',
  job: { title: 'Harbour Pilot' },
  interview: { name: 'Technical interview', durationMinutes: 45 },
  status: 'open',
  window: { from: '2030-12-02T23:00:00.000Z', to: '2030-12-16T23:00:00.000Z' },
  slots: SLOTS,
};

const TOKEN = 'tok-schedule-0123456789';
const PATH = `/schedule/${TOKEN}`;

/** The viewer's time zone for one test (Node reads TZ again whenever it is set). */
function inTimeZone(zone: string) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  onTestFinished(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

/** A time as the candidate's browser writes it in a zone, worked out with the platform's calls. */
const timeIn = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit', timeZone });
const dayIn = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
const startIn = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

/**
 * The public scheduling routes, faked (each answer through the schema its route publishes): one
 * link, TOKEN; any other token is the API's 404. A start in `taken` was booked by someone else
 * since the page was read.
 */
function fakeSchedulingLink(page: SchedulingLinkPage = OPEN) {
  const state = { page, taken: new Set<string>() };
  const watch = interceptApi(({ method, url, body }) => {
    const found = /^\/api\/scheduling-links\/([^/]+)(\/book|\/reschedule|\/cancel)?$/.exec(
      url.pathname,
    );
    if (!found) return undefined;
    if (decodeURIComponent(found[1]!) !== TOKEN)
      return apiError(404, SCHEDULING_LINK_GONE, 'not_found');
    if (method === 'GET' && !found[2])
      return publishedAnswer('GET /api/scheduling-links/:token', state.page);
    if (method !== 'POST') return undefined;
    const { changeUntil: _until, booking: _booking, ...page } = state.page;
    const mayChange = page.status === 'booked' && state.page.changeUntil !== undefined;
    if (found[2] === '/cancel') {
      if (!mayChange) return apiError(409, CHANGE_CLOSED, 'conflict');
      state.page = { ...page, status: 'cancelled', slots: [] };
      return publishedAnswer('POST /api/scheduling-links/:token/cancel', state.page);
    }
    const { start } = body as { start: string };
    if (found[2] === '/reschedule' ? !mayChange : page.status !== 'open')
      return apiError(409, CHANGE_CLOSED, 'conflict');
    const chosen = page.slots.find((s) => s.start === start);
    if (!chosen || state.taken.has(start)) {
      state.page = {
        ...state.page,
        slots: state.page.slots.filter((s) => !state.taken.has(s.start)),
      };
      return apiError(409, SLOT_TAKEN, 'conflict');
    }
    const booking = { startsAt: chosen.start, endsAt: chosen.end, location: 'Quay 4, Lisbon' };
    // The one change is the first booking's: a moved booking may change no more.
    state.page =
      found[2] === '/book'
        ? {
            ...page,
            status: 'booked',
            booking,
            changeUntil: CHANGE_UNTIL,
            slots: page.slots.filter((s) => s !== chosen),
          }
        : { ...page, status: 'booked', booking, slots: [] };
    return publishedAnswer(`POST /api/scheduling-links/:token${found[2]}`, state.page);
  });
  return { state, watch };
}

async function open(path: string, options?: Parameters<typeof renderRoute>[1]) {
  const view = renderRoute(path, options);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return view;
}

/** The days shown and their times, as the candidate reads them. */
const shownDays = () =>
  within(screen.getByRole('region', { name: /^Pick/ }))
    .getAllByRole('list')
    .filter((list) => list.hasAttribute('aria-labelledby'))
    .map(
      (list) =>
        `${list.previousElementSibling?.textContent}: ${within(list)
          .getAllByRole('button')
          .map((b) => b.textContent)
          .join(', ')}`,
    );

const BOOKED: SchedulingLinkPage = {
  ...OPEN,
  status: 'booked',
  booking: {
    startsAt: SLOTS[1]!.start,
    endsAt: SLOTS[1]!.end,
    videoUrl: 'https://meet.example.com/harbour',
  },
  changeUntil: CHANGE_UNTIL,
  slots: [SLOTS[0]!, SLOTS[2]!],
};

describe('the scheduling page', () => {
  it('shows the interview and the free times by day in the candidate’s zone, and again in another zone', async () => {
    inTimeZone('Europe/Berlin');
    const { watch } = fakeSchedulingLink();
    const { user } = await open(PATH);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Technical interview for Harbour Pilot' }),
    ).toBeVisible();
    // What the team typed is text, never HTML.
    expect(screen.getByText('Harbour <b>Works</b>')).toBeVisible();
    expect(screen.getByText('For Hana Hand · 45 minutes')).toBeVisible();
    expect(document.title).toBe('Book your interview · TalentFlow');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    const zone = screen.getByRole('combobox', { name: TIME_ZONE_LABEL });
    expect(zone).toHaveValue('Europe/Berlin');
    const berlin = 'Europe/Berlin';
    expect(shownDays()).toEqual([
      `${dayIn(SLOTS[0]!.start, berlin)}: ${timeIn(SLOTS[0]!.start, berlin)}, ${timeIn(SLOTS[1]!.start, berlin)}`,
      `${dayIn(SLOTS[2]!.start, berlin)}: ${timeIn(SLOTS[2]!.start, berlin)}`,
    ]);
    expect(
      screen.getByRole('button', {
        name: `${dayIn(SLOTS[0]!.start, berlin)}, ${timeIn(SLOTS[0]!.start, berlin)}`,
      }),
    ).toBeVisible();

    // In Los Angeles the first time is still Monday evening: each time is a day of its own.
    const la = 'America/Los_Angeles';
    await user.selectOptions(zone, la);
    expect(zone).toHaveValue(la);
    expect(shownDays()).toEqual(SLOTS.map((s) => `${dayIn(s.start, la)}: ${timeIn(s.start, la)}`));
    expect(dayIn(SLOTS[0]!.start, la)).not.toBe(dayIn(SLOTS[1]!.start, la));
    await vi.waitFor(() =>
      expect(
        watch
          .requests('GET', `/api/scheduling-links/${TOKEN}`)
          .map((r) => r.url.searchParams.get('timeZone')),
      ).toEqual([berlin, la]),
    );
  });

  it('books a time after asking to confirm, with the keyboard alone', async () => {
    inTimeZone('Europe/Berlin');
    const { watch } = fakeSchedulingLink();
    const { user } = await open(PATH);
    const zone = 'Europe/Berlin';
    const start = SLOTS[1]!.start;
    screen.getByRole('button', { name: `${dayIn(start, zone)}, ${timeIn(start, zone)}` }).focus();
    await user.keyboard('{Enter}');
    const confirm = screen.getByRole('heading', { name: 'Confirm your time' });
    expect(confirm).toHaveFocus();
    const region = screen.getByRole('region', { name: 'Confirm your time' });
    expect(region).toHaveTextContent(
      `${startIn(start, zone)} – ${timeIn(SLOTS[1]!.end, zone)} (Europe/Berlin)`,
    );
    expect(watch.writes()).toEqual([]);

    await user.tab();
    expect(
      within(region).getByRole('button', { name: `Book ${startIn(start, zone)}` }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    const booked = await screen.findByRole('heading', { name: 'Your interview is booked' });
    expect(booked).toHaveFocus();
    const confirmation = screen.getByRole('region', { name: 'Your interview is booked' });
    expect(confirmation).toHaveTextContent(
      `${startIn(start, zone)} – ${timeIn(SLOTS[1]!.end, zone)} (Europe/Berlin)`,
    );
    expect(confirmation).toHaveTextContent('Quay 4, Lisbon');
    expect(confirmation).toHaveTextContent(
      `You may pick another time or cancel, once, until ${startIn(CHANGE_UNTIL, zone)}.`,
    );
    expect(watch.requests('POST', `/api/scheduling-links/${TOKEN}/book`)[0]!.body).toEqual({
      start,
    });
    expect(screen.queryByRole('region', { name: /^Pick/ })).not.toBeInTheDocument();
  });

  it('says when the time was just taken, and shows the times still free (409)', async () => {
    inTimeZone('Europe/Berlin');
    const { state } = fakeSchedulingLink();
    const { user } = await open(PATH);
    const zone = 'Europe/Berlin';
    const [first, second, third] = SLOTS.map((s) => s.start) as [string, string, string];
    // Booked by someone else since the page was read.
    state.taken.add(second);
    await user.click(
      screen.getByRole('button', { name: `${dayIn(second, zone)}, ${timeIn(second, zone)}` }),
    );
    await user.click(screen.getByRole('button', { name: `Book ${startIn(second, zone)}` }));
    const alert = await screen.findByText(SLOT_TAKEN);
    expect(alert).toHaveRole('alert');
    expect(alert).toHaveFocus();
    await vi.waitFor(() =>
      expect(shownDays()).toEqual([
        `${dayIn(first, zone)}: ${timeIn(first, zone)}`,
        `${dayIn(third, zone)}: ${timeIn(third, zone)}`,
      ]),
    );
    // Another time books, and the message goes.
    await user.click(
      screen.getByRole('button', { name: `${dayIn(third, zone)}, ${timeIn(third, zone)}` }),
    );
    expect(screen.queryByText(SLOT_TAKEN)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Book ${startIn(third, zone)}` }));
    expect(await screen.findByRole('heading', { name: 'Your interview is booked' })).toHaveFocus();
  });

  it('moves the booking once from the confirmation', async () => {
    inTimeZone('Europe/Berlin');
    const { watch } = fakeSchedulingLink(BOOKED);
    const { user } = await open(PATH);
    const zone = 'Europe/Berlin';
    const confirmation = screen.getByRole('region', { name: 'Your interview is booked' });
    expect(within(confirmation).getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
      'href',
      'https://meet.example.com/harbour',
    );
    await user.click(within(confirmation).getByRole('button', { name: 'Pick another time' }));
    expect(screen.getByRole('heading', { name: 'Pick another time' })).toHaveFocus();
    // Changed their mind: the booking stays.
    await user.click(screen.getByRole('button', { name: 'Keep the time booked' }));
    expect(screen.getByRole('heading', { name: 'Your interview is booked' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Pick another time' }));
    const later = SLOTS[2]!.start;
    await user.click(
      screen.getByRole('button', { name: `${dayIn(later, zone)}, ${timeIn(later, zone)}` }),
    );
    await user.click(screen.getByRole('button', { name: `Move to ${startIn(later, zone)}` }));
    const booked = await screen.findByRole('heading', { name: 'Your interview is booked' });
    expect(booked).toHaveFocus();
    const moved = screen.getByRole('region', { name: 'Your interview is booked' });
    expect(moved).toHaveTextContent(startIn(later, zone));
    // The one change is used.
    expect(moved).toHaveTextContent('To change it now, reply to the team’s email.');
    expect(within(moved).queryByRole('button')).not.toBeInTheDocument();
    expect(
      watch.requests('POST', `/api/scheduling-links/${TOKEN}/reschedule`).map((r) => r.body),
    ).toEqual([{ start: later }]);
  });

  it('cancels from the confirmation after asking', async () => {
    inTimeZone('Europe/Berlin');
    const { watch } = fakeSchedulingLink(BOOKED);
    const { user } = await open(PATH);
    await user.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    const ask = screen.getByRole('region', { name: 'Cancel the interview?' });
    expect(screen.getByRole('heading', { name: 'Cancel the interview?' })).toHaveFocus();
    expect(ask).toHaveTextContent(startIn(BOOKED.booking!.startsAt, 'Europe/Berlin'));
    await user.click(within(ask).getByRole('button', { name: 'Keep the interview' }));
    expect(screen.getByRole('heading', { name: 'Your interview is booked' })).toHaveFocus();
    expect(watch.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the interview' }));
    expect(await screen.findByRole('heading', { name: CANCELLED })).toHaveFocus();
    expect(screen.queryByRole('combobox', { name: TIME_ZONE_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(watch.requests('POST', `/api/scheduling-links/${TOKEN}/cancel`)).toHaveLength(1);
  });

  it('shows the API’s message when the change closed meanwhile (409)', async () => {
    inTimeZone('Europe/Berlin');
    const { state } = fakeSchedulingLink(BOOKED);
    const { user } = await open(PATH);
    // Past the notice since the page was read.
    const { changeUntil: _until, ...closed } = BOOKED;
    state.page = { ...closed, slots: [] };
    await user.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the interview' }));
    expect(await screen.findByText(CHANGE_CLOSED)).toHaveRole('alert');
    expect(await screen.findByText('To change it now, reply to the team’s email.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel the interview' })).not.toBeInTheDocument();
  });

  it('says when the link no longer opens (404)', async () => {
    fakeSchedulingLink();
    await open(`/schedule/${'x'.repeat(43)}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link no longer opens' }),
    ).toBeVisible();
    expect(screen.getByText(SCHEDULING_LINK_GONE)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens on a team server without signing in', async () => {
    const { watch } = fakeSchedulingLink();
    await open(PATH, { session: { mode: 'team', user: null } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Technical interview for Harbour Pilot' }),
    ).toBeVisible();
    expect(watch.seen.map((r) => r.url.pathname)).toEqual([`/api/scheduling-links/${TOKEN}`]);
  });
});
