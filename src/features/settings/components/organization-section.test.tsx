import { screen, within } from '@testing-library/react';
import { api } from '@/test/api';
import { renderRoute, teamSession } from '@/test/render';
import {
  CAREERS_INTRO_LABEL,
  ORGANIZATION_NAME_LABEL,
  TIME_ZONE_LABEL,
  WEBSITE_LABEL,
} from './organization-section';

/** Settings' Organization section: the name, website and careers introduction. */

async function openSection(options?: Parameters<typeof renderRoute>[1]) {
  const view = renderRoute('/settings', options);
  const form = await screen.findByRole('form', { name: 'Organization' });
  const field = (label: string) => within(form).getByLabelText(label);
  const saveButton = () => within(form).getByRole('button', { name: 'Save organization' });
  return { ...view, form, field, saveButton };
}

describe('the settings page: organization', () => {
  it('shows the defaults, saves the fields and keeps what the server kept', async () => {
    const { user, form, field, saveButton } = await openSection();
    expect(field(ORGANIZATION_NAME_LABEL)).toHaveValue('TalentFlow');
    expect(field(WEBSITE_LABEL)).toHaveValue('');
    expect(field(CAREERS_INTRO_LABEL)).toHaveValue('');
    expect(field(CAREERS_INTRO_LABEL)).toHaveAccessibleDescription(/Plain text/);
    expect(field(TIME_ZONE_LABEL)).toHaveValue('UTC');

    await user.clear(field(ORGANIZATION_NAME_LABEL));
    await user.type(field(ORGANIZATION_NAME_LABEL), ' Harbour Works ');
    await user.type(field(WEBSITE_LABEL), 'https://harbour.example');
    await user.type(field(CAREERS_INTRO_LABEL), 'We build boats.');
    await user.selectOptions(field(TIME_ZONE_LABEL), 'Europe/Lisbon');
    await user.click(saveButton());
    expect(await within(form).findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(field(ORGANIZATION_NAME_LABEL)).toHaveValue('Harbour Works');
    expect((await api('GET', '/settings/organization')).body).toEqual({
      name: 'Harbour Works',
      website: 'https://harbour.example',
      careersIntro: 'We build boats.',
      timeZone: 'Europe/Lisbon',
    });
  });

  it('shows a refused website next to its field, keeps what was typed and saves nothing', async () => {
    const { user, field, saveButton } = await openSection();
    await user.type(field(WEBSITE_LABEL), 'harbour.example');
    await user.click(saveButton());
    const error = await screen.findByText(/must be an absolute http/i);
    expect(field(WEBSITE_LABEL)).toHaveAccessibleDescription(expect.stringMatching(/absolute/));
    expect(field(WEBSITE_LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(field(WEBSITE_LABEL)).toHaveFocus();
    expect(error).toHaveAttribute('role', 'alert');
    expect(field(WEBSITE_LABEL)).toHaveValue('harbour.example');
    expect((await api('GET', '/settings/organization')).body.website).toBe('');
  });

  it('asks for a name before sending', async () => {
    const { user, field, saveButton } = await openSection();
    await user.clear(field(ORGANIZATION_NAME_LABEL));
    await user.click(saveButton());
    expect(await screen.findByText('The organization needs a name.')).toBeInTheDocument();
    expect(field(ORGANIZATION_NAME_LABEL)).toHaveFocus();
    expect((await api('GET', '/settings/organization')).body.name).toBe('TalentFlow');
  });

  it('is not shown to a recruiter on a team server', async () => {
    renderRoute('/settings', { session: teamSession('recruiter') });
    expect(
      await screen.findByText('Only admins can change the team’s settings.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Organization' })).not.toBeInTheDocument();
  });
});
