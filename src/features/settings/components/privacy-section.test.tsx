import { screen, within } from '@testing-library/react';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute, teamSession } from '@/test/render';
import { CONSENT_LABEL, NOTICE_LABEL, POLICY_LINK_LABEL, RETENTION_LABEL } from './privacy-section';

/** Settings' Privacy section: the notice applicants see, its preview, consent and retention. */

async function openSection(options?: Parameters<typeof renderRoute>[1]) {
  const view = renderRoute('/settings', options);
  const form = await screen.findByRole('form', { name: 'Privacy' });
  const field = (label: string) => within(form).getByLabelText(label);
  const saveButton = () => within(form).getByRole('button', { name: 'Save privacy settings' });
  return { ...view, form, field, saveButton };
}

describe('the settings page: privacy', () => {
  it('loads the settings, previews the notice as Markdown, and saves all four', async () => {
    const { user, form, field, saveButton } = await openSection();
    expect(field(NOTICE_LABEL)).toHaveValue('');
    expect(field(NOTICE_LABEL)).toHaveAccessibleDescription(/Markdown/);
    expect(field(POLICY_LINK_LABEL)).toHaveValue('');
    expect(field(CONSENT_LABEL)).not.toBeChecked();
    expect(field(RETENTION_LABEL)).toHaveValue('');
    expect(field(RETENTION_LABEL)).toHaveAccessibleDescription(/until they are erased by hand/);
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Applicants see no notice.');

    await user.type(
      field(NOTICE_LABEL),
      '  We keep your application for **24 months**. <script>window.pwned = 1</script>',
    );
    // The preview follows the words, formatted, and raw HTML stays text.
    expect(within(preview).getByText('24 months').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview).toHaveTextContent('<script>window.pwned = 1</script>');

    await user.type(field(POLICY_LINK_LABEL), 'https://example.com/privacy');
    await user.click(field(CONSENT_LABEL));
    await user.type(field(RETENTION_LABEL), '24');
    await user.click(saveButton());
    expect(
      await within(form).findByText('Saved. Applicants see notice version 1.'),
    ).toHaveAttribute('role', 'status');
    // What the server kept is shown: the notice trimmed.
    expect(field(NOTICE_LABEL)).toHaveValue(
      'We keep your application for **24 months**. <script>window.pwned = 1</script>',
    );
    expect((await api('GET', '/settings/privacy')).body).toMatchObject({
      noticeText: 'We keep your application for **24 months**. <script>window.pwned = 1</script>',
      noticeUrl: 'https://example.com/privacy',
      consentRequired: true,
      retentionMonths: 24,
      noticeVersion: 1,
    });

    // Emptied months mean "until erased by hand"; the notice's version stays.
    await user.clear(field(RETENTION_LABEL));
    await user.click(saveButton());
    expect(await within(form).findByText('Saved. Applicants see notice version 1.')).toBeVisible();
    expect((await api('GET', '/settings/privacy')).body.retentionMonths).toBeNull();
  });

  it('shows what is kept when the page opens', async () => {
    await api('PUT', '/settings/privacy', {
      noticeText: 'We keep it _briefly_.',
      noticeUrl: 'https://example.com/p',
      consentRequired: true,
      retentionMonths: 6,
    });
    const { form, field } = await openSection();
    expect(field(NOTICE_LABEL)).toHaveValue('We keep it _briefly_.');
    expect(field(POLICY_LINK_LABEL)).toHaveValue('https://example.com/p');
    expect(field(CONSENT_LABEL)).toBeChecked();
    expect(field(RETENTION_LABEL)).toHaveValue('6');
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('briefly').tagName).toBe('EM');
  });

  it('puts a 400 next to the field it names, keeps every input, and saves once it is fixed', async () => {
    const { user, form, field, saveButton } = await openSection();
    await user.type(field(NOTICE_LABEL), 'Our notice.');
    await user.type(field(POLICY_LINK_LABEL), 'http://example.com/privacy');
    await user.type(field(RETENTION_LABEL), '300');
    await user.click(saveButton());

    const link = field(POLICY_LINK_LABEL);
    expect(await within(form).findByText('Must be an https:// address.')).toBeVisible();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(/Must be an https:\/\/ address\./);
    expect(link).toHaveFocus();
    expect(link).toHaveValue('http://example.com/privacy');
    expect(field(NOTICE_LABEL)).toHaveValue('Our notice.');
    expect(field(RETENTION_LABEL)).toHaveValue('300');
    expect((await api('GET', '/settings/privacy')).body.noticeVersion).toBe(0);

    // Editing the field clears its error; the next refusal names the next field.
    await user.clear(link);
    await user.type(link, 'https://example.com/privacy');
    expect(link).not.toHaveAttribute('aria-invalid');
    await user.click(saveButton());
    const months = field(RETENTION_LABEL);
    expect(await within(form).findByText('Must be at most 240 months.')).toBeVisible();
    expect(months).toHaveFocus();
    expect(months).toHaveValue('300');

    // Text in the months is caught before anything is sent.
    const watch = interceptApi();
    await user.clear(months);
    await user.type(months, 'two years');
    await user.click(saveButton());
    expect(await within(form).findByText(/Enter a whole number of months/)).toBeVisible();
    expect(watch.writes()).toEqual([]);

    await user.clear(months);
    await user.type(months, '24');
    await user.click(saveButton());
    expect(await within(form).findByText('Saved. Applicants see notice version 1.')).toBeVisible();
  });

  it('keeps everything typed when the save fails, and says why', async () => {
    interceptApi((request) =>
      request.method === 'PUT' && request.url.pathname === '/api/settings/privacy'
        ? apiError(503, 'The database is busy.', 'unavailable')
        : undefined,
    );
    const { user, form, field, saveButton } = await openSection();
    await user.type(field(NOTICE_LABEL), 'Kept *words*');
    await user.type(field(POLICY_LINK_LABEL), 'https://example.com/privacy');
    await user.click(field(CONSENT_LABEL));
    await user.click(saveButton());
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Could not save the privacy settings: The database is busy. Your changes are still here.',
    );
    expect(saveButton()).toHaveFocus();
    expect(field(NOTICE_LABEL)).toHaveValue('Kept *words*');
    expect(field(POLICY_LINK_LABEL)).toHaveValue('https://example.com/privacy');
    expect(field(CONSENT_LABEL)).toBeChecked();
    expect(within(form).queryByText(/^Saved\./)).not.toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    interceptApi((request) =>
      request.url.pathname === '/api/settings/privacy' ? apiError(500, 'Broken.') : undefined,
    );
    renderRoute('/settings');
    const section = await screen.findByRole('region', { name: 'Privacy' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not load the privacy settings: Broken.',
    );
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });

  it('is an admin’s on a team server, and not shown to a recruiter', async () => {
    const admin = renderRoute('/settings', { session: teamSession('admin') });
    expect(await screen.findByRole('form', { name: 'Privacy' })).toBeInTheDocument();
    admin.unmount();
    renderRoute('/settings', { session: teamSession('recruiter') });
    expect(await screen.findByText('Only admins can change the team’s settings.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Privacy' })).not.toBeInTheDocument();
  });
});
