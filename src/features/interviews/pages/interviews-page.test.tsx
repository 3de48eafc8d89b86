import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@/test/api';
import { candidateInTech } from '@/test/builders';
import { renderRoute, teamSession } from '@/test/render';

/** The interviews page: upcoming by day, a job filter in the address, and scorecards due. */

const hire = (title: string, name: string) => candidateInTech(title, name);

const inDays = (days: number, hour: number) => {
  const at = new Date();
  at.setDate(at.getDate() + days);
  at.setHours(hour, 0, 0, 0);
  return at.toISOString();
};

async function schedule(candidateId: number, startsAt: string, interviewerIds = [1, 2]) {
  return (
    await api('POST', `/candidates/${candidateId}/interviews`, {
      planInterviewId: 'technical-interview',
      startsAt,
      durationMinutes: 60,
      interviewerIds,
    })
  ).body.interview.id as number;
}

/** As the page writes a day and a time of day, in the viewer's locale. */
const dayText = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
const timeText = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

describe('the interviews page', () => {
  it('lists upcoming interviews by day, narrows them to a job in the address, and lists scorecards due', async () => {
    const pilot = await hire('Harbour Pilot', 'Hana Hand');
    const welder = await hire('Welder', 'Wim Weld');
    await schedule(pilot.candidateId, inDays(2, 10));
    const tomorrow = inDays(1, 9);
    await schedule(welder.candidateId, tomorrow);
    await schedule(welder.candidateId, inDays(-3, 9));
    const { user, router } = renderRoute('/interviews');

    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    const days = await within(upcoming).findAllByRole('region');
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getByRole('link', { name: 'Wim Weld' })).toHaveAttribute(
      'href',
      `/candidates/${welder.candidateId}`,
    );
    expect(days[0]).toHaveTextContent('With Alice Johnson, Bob Smith');
    // Each day under its name, each interview from its start to its end (an hour long).
    expect(days[0]).toHaveAccessibleName(dayText(tomorrow));
    expect(days[0]).toHaveTextContent(
      `${timeText(tomorrow)} – ${timeText(inDays(1, 10))} Technical interview`,
    );
    expect(within(days[1]!).getByRole('link', { name: 'Hana Hand' })).toBeVisible();

    const due = screen.getByRole('region', { name: 'Scorecards due' });
    const owed = await within(due).findByRole('link', {
      name: 'Technical interview with Wim Weld',
    });
    expect(owed).toBeVisible();
    expect(owed.closest('li')).toHaveTextContent(new Date(inDays(-3, 9)).toLocaleDateString());

    await user.selectOptions(await screen.findByLabelText('Job'), 'Harbour Pilot');
    expect(router.state.location.search).toBe(`?jobId=${pilot.jobId}`);
    await waitFor(() =>
      expect(within(upcoming).queryByRole('link', { name: 'Wim Weld' })).not.toBeInTheDocument(),
    );
    expect(within(upcoming).getByRole('link', { name: 'Hana Hand' })).toBeVisible();
    expect(await within(due).findByText('No scorecards due.')).toBeVisible();
  });

  it('keeps under “Upcoming” an interview under way, and not one that ended earlier today', async () => {
    const pilot = await hire('Harbour Pilot', 'Hana Hand');
    const welder = await hire('Welder', 'Wim Weld');
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    // Both started today (the list asks from the start of the day), 90 and 30 minutes ago, an hour long.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(new Date().setHours(12, 0, 0, 0)) });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await schedule(welder.candidateId, minutesAgo(90));
    await schedule(pilot.candidateId, minutesAgo(30));
    renderRoute('/interviews');

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(await within(upcoming).findByRole('link', { name: 'Hana Hand' })).toBeVisible();
    expect(within(upcoming).queryByRole('link', { name: 'Wim Weld' })).not.toBeInTheDocument();
  });

  it('is “My interviews” for an interviewer, without a choice of whose', async () => {
    renderRoute('/interviews', { session: teamSession('interviewer') });
    expect(await screen.findByRole('heading', { level: 1, name: 'My interviews' })).toBeVisible();
    expect(screen.queryByLabelText('Only my interviews')).not.toBeInTheDocument();
  });
});
