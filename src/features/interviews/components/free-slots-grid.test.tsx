import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { AppProviders, createQueryClient } from '@/test/render';
import { viewerTimeZone } from '@/lib/format-date-time';
import { notFreeThen, weekQuery } from '../logic/free-week';
import { FreeSlotsGrid } from './free-slots-grid';

/**
 * "Free slots" alone, over a fake of GET /api/scheduling/slots: a week of the panel's free time
 * on the viewer's calendar (whatever zone the tests run in: every time below is a local one).
 */

const at = (local: string) => new Date(local).toISOString();
const slot = (local: string, minutes = 60, interviewerIds = [1, 2]) => ({
  start: at(local),
  end: new Date(Date.parse(at(local)) + minutes * 60_000).toISOString(),
  interviewerIds,
});

/** A day's name and a slot's, as the browser's locale writes them ("Tuesday, January 5, 2027"). */
const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const timeOf = (local: string) =>
  new Date(local).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
const slotName = (local: string) => `${dayName(local.slice(0, 10))}, ${timeOf(local)}`;

function Harness({
  interviewerIds = [1, 2],
  durationMinutes = 60,
}: {
  interviewerIds?: number[];
  durationMinutes?: number;
}) {
  const [week, setWeek] = useState('2027-01-04');
  const [chosen, setChosen] = useState({ date: '', time: '' });
  return (
    <>
      <FreeSlotsGrid
        interviewerIds={interviewerIds}
        durationMinutes={durationMinutes}
        week={week}
        onWeekChange={setWeek}
        timeZone={viewerTimeZone()}
        chosen={chosen}
        onChoose={setChosen}
      />
      <output aria-label="Chosen">{`${chosen.date} ${chosen.time}`}</output>
    </>
  );
}

function show(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(
    <AppProviders client={createQueryClient()}>
      <Harness {...props} />
    </AppProviders>,
  );
  return { user, grid: () => screen.getByRole('region', { name: /^Free slots/ }) };
}

const slotsAsked = (api: ReturnType<typeof interceptApi>) =>
  api.requests('GET', '/api/scheduling/slots').map((r) => Object.fromEntries(r.url.searchParams));

describe('the free slots grid', () => {
  it('shows the week’s free times by day, fills the chosen one in, and moves by week', async () => {
    const api = interceptApi(({ url }) => {
      if (url.pathname !== '/api/scheduling/slots') return undefined;
      return publishedAnswer('GET /api/scheduling/slots', {
        slots:
          url.searchParams.get('from') === at('2027-01-04T00:00:00')
            ? [
                slot('2027-01-05T09:30:00'),
                slot('2027-01-05T10:00:00'),
                slot('2027-01-07T14:00:00'),
              ]
            : [slot('2027-01-12T11:00:00')],
        more: false,
      });
    });
    const { user, grid } = show();
    expect(
      screen.getByRole('heading', { name: `Free slots: week of ${dayName('2027-01-04')}` }),
    ).toBeInTheDocument();
    const tuesday = await screen.findByRole('button', { name: slotName('2027-01-05T09:30:00') });
    expect(tuesday).toHaveTextContent(timeOf('2027-01-05T09:30:00'));
    expect(tuesday).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByRole('button', { name: slotName('2027-01-07T14:00:00') }),
    ).toBeInTheDocument();
    // Seven days, Monday to Sunday; those without a slot say so.
    expect(
      within(grid())
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['04', '05', '06', '07', '08', '09', '10'].map((d) => dayName(`2027-01-${d}`)));
    expect(dayName('2027-01-04')).toMatch(/^Monday/);
    expect(within(grid()).getAllByText('No free time')).toHaveLength(5);
    expect(slotsAsked(api)).toEqual([
      {
        interviewerIds: '1,2',
        duration: '60',
        from: at('2027-01-04T00:00:00'),
        to: at('2027-01-11T00:00:00'),
        minNoticeHours: '0',
      },
    ]);

    await user.click(tuesday);
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2027-01-05 09:30');
    expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: slotName('2027-01-05T10:00:00') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(
      screen.getByRole('heading', { name: `Free slots: week of ${dayName('2027-01-11')}` }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: slotName('2027-01-12T11:00:00') }),
    ).toBeInTheDocument();
    expect(slotsAsked(api).at(-1)).toMatchObject({
      from: at('2027-01-11T00:00:00'),
      to: at('2027-01-18T00:00:00'),
    });
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(
      await screen.findByRole('button', { name: slotName('2027-01-05T09:30:00') }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks nothing until an interviewer is chosen and the duration is valid', () => {
    const api = interceptApi();
    show({ interviewerIds: [] });
    expect(
      screen.getByText('Choose the interviewers and a duration to see when they are all free.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeInTheDocument();
    expect(api.requests('GET', '/api/scheduling/slots')).toEqual([]);
  });

  it('says it is looking, says a failure and tries again, and says when only the first are shown', async () => {
    let release: () => void = () => {};
    let calls = 0;
    interceptApi(async ({ url }) => {
      if (url.pathname !== '/api/scheduling/slots') return undefined;
      calls += 1;
      if (calls === 1) {
        await new Promise<void>((resolve) => (release = resolve));
        return apiError(503, 'The server is unavailable.');
      }
      return publishedAnswer('GET /api/scheduling/slots', {
        slots: [slot('2027-01-04T09:00:00', 30)],
        more: true,
      });
    });
    const { user } = show({ durationMinutes: 30 });
    expect(await screen.findByText('Finding free times…')).toHaveAttribute('role', 'status');
    release();
    expect(
      await screen.findByText('Could not find free times: The server is unavailable.'),
    ).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: slotName('2027-01-04T09:00:00') }),
    ).toBeInTheDocument();
    expect(screen.getByText('Only the first 1 free times of this week are shown.')).toBeVisible();
  });
});

describe('whether a time is free for the whole panel', () => {
  const query = weekQuery([1, 2], 60, '2027-01-04')!;
  const answer = {
    slots: [slot('2027-01-05T09:00:00'), slot('2027-01-05T09:30:00'), slot('2027-01-05T10:00:00')],
    more: false,
  };

  it('is free inside the free stretch the slots make, not past it', () => {
    expect(notFreeThen(answer, query, at('2027-01-05T09:15:00'), 60)).toBe(false);
    expect(notFreeThen(answer, query, at('2027-01-05T10:00:00'), 60)).toBe(false);
    expect(notFreeThen(answer, query, at('2027-01-05T10:30:00'), 60)).toBe(true);
    expect(notFreeThen(answer, query, at('2027-01-06T09:00:00'), 60)).toBe(true);
  });

  it('cannot tell outside the week, or past the last slot of an answer cut short', () => {
    expect(notFreeThen(answer, query, at('2027-01-12T09:00:00'), 60)).toBe(false);
    expect(notFreeThen(answer, query, undefined, 60)).toBe(false);
    expect(notFreeThen({ ...answer, more: true }, query, at('2027-01-08T09:00:00'), 60)).toBe(
      false,
    );
  });
});
