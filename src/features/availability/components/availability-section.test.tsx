import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api, apiError, interceptApi } from '@/test/api';
import { AppProviders, createQueryClient, renderRoute } from '@/test/render';
import { AvailabilitySection, TIME_ZONE_LABEL, WORKING_HOURS_SAVED } from './availability-section';

/** One's working hours, on browser mode's Settings page (a team member's are on their account page). */

/** The whole Settings page loads first: on a busy machine that takes a while. */
const SLOW = 15_000;

/**
 * The section by itself, over the browser-mode API: what it does does not depend on the page
 * around it (the first test opens it on the Settings page).
 */
function renderSection() {
  const router = createMemoryRouter([{ path: '/', element: <AvailabilitySection /> }]);
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user };
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function openSection(onPage = false) {
  const view = onPage ? renderRoute('/settings') : renderSection();
  const form = await screen.findByRole('form', { name: 'Working hours' }, { timeout: SLOW });
  const field = (name: string) => within(form).getByLabelText(name);
  const save = () => within(form).getByRole('button', { name: 'Save working hours' });
  return { ...view, form, field, save };
}

/** Types a time or a date into its input, over what it shows. */
async function retype(
  user: ReturnType<typeof renderRoute>['user'],
  input: HTMLElement,
  to: string,
) {
  await user.clear(input);
  await user.type(input, to);
}

describe('working hours', () => {
  it('shows Monday to Friday, 09:00 to 17:00, until the recruiter saves their own', async () => {
    const { form, field } = await openSection(true);
    expect(screen.getByRole('region', { name: 'Working hours' })).toContainElement(form);
    const { body: kept } = await api('GET', '/availability/mine');
    expect(within(form).getByRole('combobox', { name: TIME_ZONE_LABEL })).toHaveValue(
      kept.timeZone,
    );
    for (const [i, day] of WEEK.entries()) {
      const works = within(form).getByRole('checkbox', { name: `Works on ${day}` });
      if (i < 5) {
        expect(works).toBeChecked();
        expect(field(`${day} from`)).toHaveValue('09:00');
        expect(field(`${day} until`)).toHaveValue('17:00');
      } else {
        expect(works).not.toBeChecked();
        expect(within(form).queryByLabelText(`${day} from`)).not.toBeInTheDocument();
      }
    }
    expect(within(form).getByText('No days that differ.')).toBeInTheDocument();
    // Nothing edited: Save says so rather than sending.
    expect(within(form).getByRole('button', { name: 'Save working hours' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }, 60_000);

  it('saves Tuesday’s split hours, a Saturday and a day off, and shows what was kept', async () => {
    const watch = interceptApi();
    const { user, form, field, save } = await openSection();
    const { body: before } = await api('GET', '/availability/mine');

    await retype(user, field('Tuesday until'), '12:00');
    await user.click(within(form).getByRole('button', { name: 'Add hours on Tuesday' }));
    // The new stretch starts where the last one ends, and takes the focus.
    expect(field('Tuesday from, stretch 2')).toHaveFocus();
    expect(field('Tuesday from, stretch 2')).toHaveValue('12:00');
    await retype(user, field('Tuesday from, stretch 2'), '13:00');
    await retype(user, field('Tuesday until, stretch 2'), '17:30');

    await user.click(within(form).getByRole('checkbox', { name: 'Works on Saturday' }));
    await retype(user, field('Saturday until'), '12:00');
    await user.click(within(form).getByRole('checkbox', { name: 'Works on Friday' }));
    expect(within(form).queryByLabelText('Friday from')).not.toBeInTheDocument();

    // Two days that differ, the later one first: the server keeps them in date order.
    await user.click(within(form).getByRole('button', { name: 'Add a day' }));
    const first = within(form).getByRole('group', { name: 'Day 1' });
    expect(within(first).getByLabelText('Date')).toHaveFocus();
    await user.type(within(first).getByLabelText('Date'), '2030-12-24');
    await user.click(within(first).getByRole('radio', { name: 'Other hours' }));
    await retype(user, field('Day 1 until'), '13:00');
    await user.click(within(form).getByRole('button', { name: 'Add a day' }));
    const second = within(form).getByRole('group', { name: 'Day 2' });
    await user.type(within(second).getByLabelText('Date'), '2030-05-01');
    expect(within(second).getByRole('radio', { name: 'Day off' })).toBeChecked();

    await user.click(save());
    expect(await within(form).findByText(WORKING_HOURS_SAVED)).toHaveAttribute('role', 'status');

    const nineToFive = [{ start: '09:00', end: '17:00' }];
    expect(watch.requests('PUT', '/api/availability/mine').map((r) => r.body)).toEqual([
      {
        timeZone: before.timeZone,
        weekly: {
          mon: nineToFive,
          tue: [
            { start: '09:00', end: '12:00' },
            { start: '13:00', end: '17:30' },
          ],
          wed: nineToFive,
          thu: nineToFive,
          sat: [{ start: '09:00', end: '12:00' }],
        },
        overrides: [
          { date: '2030-12-24', hours: [{ start: '09:00', end: '13:00' }] },
          { date: '2030-05-01', hours: [] },
        ],
      },
    ]);
    // The form shows what was kept: the days that differ in date order.
    expect(
      within(within(form).getByRole('group', { name: 'Day 1' })).getByLabelText('Date'),
    ).toHaveValue('2030-05-01');
    expect(
      within(within(form).getByRole('group', { name: 'Day 1' })).getByRole('radio', {
        name: 'Day off',
      }),
    ).toBeChecked();
    expect(
      within(within(form).getByRole('group', { name: 'Day 2' })).getByLabelText('Date'),
    ).toHaveValue('2030-12-24');
    expect(field('Day 2 until')).toHaveValue('13:00');
    expect((await api('GET', '/availability/mine')).body.overrides).toEqual([
      { date: '2030-05-01', hours: [] },
      { date: '2030-12-24', hours: [{ start: '09:00', end: '13:00' }] },
    ]);
    expect(save()).toHaveAttribute('aria-disabled', 'true');
  }, 60_000);

  it('shows the server’s refusal, keeps the edits and saves nothing', async () => {
    const { user, form, field, save } = await openSection();
    const { body: before } = await api('GET', '/availability/mine');
    // Wednesday ends before it starts: the API says so.
    await retype(user, field('Wednesday from'), '18:00');
    await user.click(save());
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(/^Could not save the working hours: /);
    expect(alert).toHaveTextContent('18:00–17:00 ends before it starts.');
    expect(alert).toHaveTextContent(/Your changes are still here\.$/);
    expect(save()).toHaveFocus();
    expect(field('Wednesday from')).toHaveValue('18:00');
    expect(within(form).queryByText(WORKING_HOURS_SAVED)).not.toBeInTheDocument();
    expect((await api('GET', '/availability/mine')).body).toEqual(before);

    // Mended, it saves; the failure goes as soon as the form is edited.
    await retype(user, field('Wednesday from'), '08:00');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save());
    expect(await within(form).findByText(WORKING_HOURS_SAVED)).toBeInTheDocument();
    expect((await api('GET', '/availability/mine')).body.weekly.wed).toEqual([
      { start: '08:00', end: '17:00' },
    ]);
  }, 60_000);

  it('shows a 400’s message as the server words it', async () => {
    interceptApi((request) =>
      request.method === 'PUT' ? apiError(400, 'Hours are not right.', 'validation') : undefined,
    );
    const { user, form, field, save } = await openSection();
    await retype(user, field('Monday until'), '16:00');
    await user.click(save());
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Could not save the working hours: Hours are not right. Your changes are still here.',
    );
    expect(field('Monday until')).toHaveValue('16:00');
  }, 60_000);

  it('asks for a missing date before sending anything', async () => {
    const watch = interceptApi();
    const { user, form, save } = await openSection();
    await user.click(within(form).getByRole('button', { name: 'Add a day' }));
    await user.click(save());
    const date = within(within(form).getByRole('group', { name: 'Day 1' })).getByLabelText('Date');
    expect(date).toHaveFocus();
    expect(date).toBeInvalid();
    expect(date).toHaveAccessibleDescription('Choose the date.');
    expect(watch.requests('PUT', '/api/availability/mine')).toEqual([]);
  }, 60_000);

  it('moves the focus to what is left after a removal', async () => {
    const { user, form, field } = await openSection();
    await user.click(within(form).getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(within(form).getByRole('button', { name: 'Add hours on Monday' }));
    expect(field('Monday from, stretch 3')).toHaveFocus();

    // The second of three: the focus goes to the one before it.
    await user.click(
      within(form).getByRole('button', { name: 'Remove Monday’s hours, stretch 2' }),
    );
    expect(field('Monday from')).toHaveFocus();
    expect(within(form).queryByLabelText('Monday from, stretch 3')).not.toBeInTheDocument();
    // The first of two: the focus goes to the one now first.
    await user.click(within(form).getByRole('button', { name: 'Remove Monday’s hours' }));
    expect(field('Monday from')).toHaveFocus();
    expect(field('Monday from')).toHaveValue('18:00');
    // The last one: Monday is not worked, and its box takes the focus.
    await user.keyboard('{Tab}{Tab}{Enter}');
    const monday = within(form).getByRole('checkbox', { name: 'Works on Monday' });
    expect(monday).toHaveFocus();
    expect(monday).not.toBeChecked();
    expect(within(form).queryByLabelText('Monday from')).not.toBeInTheDocument();

    // A day that differs: its own hours' last stretch makes it a day off; removing it, Add.
    await user.click(within(form).getByRole('button', { name: 'Add a day' }));
    await user.click(within(form).getByRole('radio', { name: 'Other hours' }));
    await user.click(within(form).getByRole('button', { name: 'Remove Day 1’s hours' }));
    expect(within(form).getByRole('radio', { name: 'Day off' })).toHaveFocus();
    expect(within(form).getByRole('radio', { name: 'Day off' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Remove Day 1' }));
    expect(within(form).getByRole('button', { name: 'Add a day' })).toHaveFocus();
  }, 60_000);
});
