import { screen, within } from '@testing-library/react';
import { api } from '@/test/api';
import { renderRoute, teamSession } from '@/test/render';
import { HOURS_NOT_WHOLE, REMINDER_LABELS, REMINDERS_OFF } from './interview-reminders-section';

/** Settings' Interview reminders (a team server's): how many hours before an interview they go. */

/** The whole Settings page loads first: on a busy machine that takes a while. */
const SLOW = 15_000;

async function openSection() {
  const view = renderRoute('/settings', { session: teamSession('admin') });
  const form = await screen.findByRole('form', { name: 'Interview reminders' }, { timeout: SLOW });
  const field = (slot: keyof typeof REMINDER_LABELS) =>
    within(form).getByRole('textbox', { name: REMINDER_LABELS[slot] });
  const save = () => within(form).getByRole('button', { name: 'Save interview reminders' });
  return { ...view, form, field, save };
}

describe('the settings page: interview reminders', () => {
  it('shows a day and an hour before, adds a third, and saves them largest first', async () => {
    const { user, form, field, save } = await openSection();
    expect(screen.getByRole('region', { name: 'Interview reminders' })).toContainElement(form);
    expect(field('first')).toHaveValue('24');
    expect(field('second')).toHaveValue('1');
    expect(field('third')).toHaveValue('');

    await user.type(field('third'), '48');
    await user.click(save());
    expect(
      await within(form).findByText(
        'Reminders go 48 hours, 24 hours, and 1 hour before each interview.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(field('first')).toHaveValue('48');
    expect(field('second')).toHaveValue('24');
    expect(field('third')).toHaveValue('1');
    expect((await api('GET', '/settings/interview-reminders')).body).toEqual({
      hours: [48, 24, 1],
    });
  }, 60_000);

  it('says what is wrong next to the field and saves nothing; all empty turns reminders off', async () => {
    const { user, form, field, save } = await openSection();
    await user.type(field('third'), '0');
    await user.click(save());
    expect(await within(form).findByRole('alert')).toHaveTextContent(HOURS_NOT_WHOLE);
    expect(field('third')).toHaveFocus();
    expect(field('third')).toHaveAccessibleDescription(HOURS_NOT_WHOLE);

    await user.clear(field('third'));
    await user.type(field('third'), '24');
    await user.click(save());
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '24 hours before is already a reminder.',
    );
    expect((await api('GET', '/settings/interview-reminders')).body).toEqual({ hours: [24, 1] });

    for (const slot of ['first', 'second', 'third'] as const) await user.clear(field(slot));
    await user.click(save());
    expect(await within(form).findByText(REMINDERS_OFF)).toBeVisible();
    expect((await api('GET', '/settings/interview-reminders')).body).toEqual({ hours: [] });
  }, 60_000);

  it('is not part of browser mode, which sends no email', async () => {
    renderRoute('/settings');
    expect(
      await screen.findByRole('form', { name: 'Rejection reasons' }, { timeout: SLOW }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Interview reminders' })).not.toBeInTheDocument();
  }, 60_000);
});
