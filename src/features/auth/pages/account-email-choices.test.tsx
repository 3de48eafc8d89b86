import { screen, waitFor, within } from '@testing-library/react';
import { apiError, publishedAnswer } from '@/test/api';
import { renderRoute } from '@/test/render';
import { fakeAccount } from '../test/fake-account';

/** The account page over a faked team server whose preferences route keeps what it is sent. */
function fakePrefs() {
  const prefs = {
    email: { mention: 'instant', application: 'instant', scorecard: true, offer: true } as Record<
      string,
      unknown
    >,
  };
  const puts: unknown[] = [];
  let failNext = false;
  const fake = fakeAccount({}, ({ method, url, body }) => {
    if (url.pathname !== '/api/notifications/preferences') return undefined;
    if (method === 'GET') return publishedAnswer('GET /api/notifications/preferences', prefs);
    if (method === 'PUT') {
      puts.push(body);
      if (failNext) {
        failNext = false;
        return apiError(503, 'The server is unavailable.', 'unavailable');
      }
      prefs.email = (body as typeof prefs).email;
      return publishedAnswer('PUT /api/notifications/preferences', prefs);
    }
    return undefined;
  });
  return { ...fake, prefs, puts, failNextSave: () => (failNext = true) };
}

async function openChoices() {
  const view = renderRoute('/account', { session: { mode: 'team', user: null } });
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
  const section = screen.getByRole('region', { name: 'Email me about' });
  await within(section).findByRole('combobox', { name: 'Mentions in notes' });
  return { ...view, section };
}

describe('account page: email me about', () => {
  it('offers mentions and applications at once, daily or not by email, and the rest as checkboxes', async () => {
    fakePrefs();
    const { section } = await openChoices();
    for (const name of ['Mentions in notes', 'Applications to jobs I own']) {
      const select = within(section).getByRole('combobox', { name });
      expect(select).toHaveValue('instant');
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['At once', 'Daily digest', 'Not by email']);
    }
    expect(
      within(section).getByRole('checkbox', { name: 'Scorecards due after my interviews' }),
    ).toBeChecked();
    expect(within(section).queryByRole('combobox', { name: /Scorecards/ })).toBeNull();
  });

  it('saves a choice with the others as they are, and shows what was saved', async () => {
    const fake = fakePrefs();
    const { user, section } = await openChoices();
    const applications = within(section).getByRole('combobox', {
      name: 'Applications to jobs I own',
    });
    await user.selectOptions(applications, 'Daily digest');
    expect(await screen.findByText('Your email choices are saved.')).toBeInTheDocument();
    expect(fake.puts).toEqual([
      { email: { mention: 'instant', application: 'daily', scorecard: true, offer: true } },
    ]);
    expect(applications).toHaveValue('daily');
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Mentions in notes' }),
      'Not by email',
    );
    await user.click(
      within(section).getByRole('checkbox', { name: 'Scorecards due after my interviews' }),
    );
    await waitFor(() =>
      expect(fake.puts.at(-1)).toEqual({
        email: { mention: 'off', application: 'daily', scorecard: false, offer: true },
      }),
    );
    expect(within(section).getByRole('combobox', { name: 'Mentions in notes' })).toHaveValue('off');
  });

  it('says when a choice could not be saved, and keeps showing the one that is', async () => {
    const fake = fakePrefs();
    const { user, section } = await openChoices();
    fake.failNextSave();
    const mentions = within(section).getByRole('combobox', { name: 'Mentions in notes' });
    await user.selectOptions(mentions, 'Daily digest');
    expect(
      await screen.findByText('Could not save: The server is unavailable.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(mentions).toHaveValue('instant'));
    expect(fake.prefs.email.mention).toBe('instant');
  });
});
