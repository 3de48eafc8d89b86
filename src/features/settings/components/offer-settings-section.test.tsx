import { screen, within } from '@testing-library/react';
import { DEFAULT_OFFER_SETTINGS } from '@/domain/offers';
import { api } from '@/test/api';
import { renderRoute } from '@/test/render';
import { EXPIRY_LABEL, OFFER_SETTINGS_SAVED } from './offer-settings-section';

/** Settings' Offers: the organization's own offer fields, its letter templates and link expiry. */

/** The whole Settings page loads first: on a busy machine that takes a while. */
const SLOW = 15_000;

async function openSection() {
  const view = renderRoute('/settings');
  const form = await screen.findByRole('form', { name: 'Offer settings' }, { timeout: SLOW });
  const group = (name: string) => within(form).getByRole('group', { name: new RegExp(`^${name}`) });
  const save = () => within(form).getByRole('button', { name: 'Save offer settings' });
  return { ...view, form, group, save };
}

describe('the settings page: offers', () => {
  it('adds, orders and saves fields and a template, and shows the variables a letter may use', async () => {
    const { user, form, group, save } = await openSection();
    expect(screen.getByRole('region', { name: 'Offers' })).toContainElement(form);
    // One template kept at least: the only one cannot be removed.
    expect(within(group('Template 1')).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Standard offer letter',
    );
    expect(within(form).getByRole('button', { name: 'Remove template 1' })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Add a field' }));
    const first = group('Field 1');
    expect(within(first).getByRole('textbox', { name: 'Label' })).toHaveFocus();
    await user.keyboard('Signing bonus');
    await user.type(within(first).getByRole('textbox', { name: 'Key' }), 'signing_bonus');
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Type' }), 'number');
    await user.click(within(first).getByRole('checkbox', { name: 'Required on every offer' }));

    await user.click(within(form).getByRole('button', { name: 'Add a field' }));
    const second = group('Field 2');
    await user.type(within(second).getByRole('textbox', { name: 'Label' }), 'Office');
    await user.type(within(second).getByRole('textbox', { name: 'Key' }), 'office');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Type' }), 'choice');
    await user.type(
      within(second).getByRole('textbox', { name: 'Options, one per line' }),
      'Lisbon{Enter}Porto{Enter}',
    );
    // The keyboard's way to reorder: Office goes first, and the focus follows it.
    await user.click(within(form).getByRole('button', { name: 'Move field 2 up' }));
    expect(group('Field 1')).toHaveAccessibleName('Field 1: Office');
    expect(within(form).getByRole('button', { name: 'Move field 1 down' })).toHaveFocus();

    // The letter's variables follow the fields as typed.
    const variables = within(form).getByRole('list', { name: 'Letter variables' });
    expect(within(variables).getByText('{{offer.signing_bonus}}')).toBeInTheDocument();
    expect(within(variables).getByText('{{offer.office}}')).toBeInTheDocument();
    expect(within(variables).getByText('{{candidate.name}}')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add a template' }));
    const template = group('Template 2');
    expect(within(template).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Short letter');
    const body = within(template).getByRole('textbox', { name: 'Letter (Markdown)' });
    expect(body).toHaveAccessibleDescription(/offer\.signing_bonus/);
    await user.click(body);
    await user.paste('Dear {{candidate.name}}, welcome to {{offer.office}}.');

    await user.clear(within(form).getByRole('spinbutton', { name: EXPIRY_LABEL }));
    await user.type(within(form).getByRole('spinbutton', { name: EXPIRY_LABEL }), '21');
    await user.click(save());
    expect(await within(form).findByText(OFFER_SETTINGS_SAVED)).toHaveAttribute('role', 'status');

    expect((await api('GET', '/settings/offers')).body).toEqual({
      fields: [
        { key: 'office', label: 'Office', type: 'choice', options: ['Lisbon', 'Porto'] },
        { key: 'signing_bonus', label: 'Signing bonus', type: 'number', required: true },
      ],
      templates: [
        DEFAULT_OFFER_SETTINGS.templates[0],
        {
          id: 'letter-2',
          name: 'Short letter',
          body: 'Dear {{candidate.name}}, welcome to {{offer.office}}.',
        },
      ],
      expiryDays: 21,
    });
  }, 60_000);

  it('shows the API’s refusal in an alert, keeps the edits and saves nothing', async () => {
    const { user, form, group, save } = await openSection();
    const body = within(group('Template 1')).getByRole('textbox', { name: 'Letter (Markdown)' });
    await user.click(body);
    (body as HTMLTextAreaElement).setSelectionRange(
      (body as HTMLTextAreaElement).value.length,
      (body as HTMLTextAreaElement).value.length,
    );
    await user.paste('\n\nYour bonus: {{offer.bonus}}');
    await user.click(save());
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(/^Could not save the offer settings: /);
    expect(alert).toHaveTextContent('{{offer.bonus}}');
    expect(alert).toHaveTextContent(/Your changes are still here\.$/);
    expect(body).toHaveValue(
      `${DEFAULT_OFFER_SETTINGS.templates[0]!.body}\n\nYour bonus: {{offer.bonus}}`,
    );
    expect((await api('GET', '/settings/offers')).body).toEqual(DEFAULT_OFFER_SETTINGS);

    // Removing the reference makes it savable.
    await user.clear(body);
    await user.paste('Dear {{candidate.name}},');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save());
    expect(await within(form).findByText(OFFER_SETTINGS_SAVED)).toBeVisible();
    expect((await api('GET', '/settings/offers')).body.templates[0].body).toBe(
      'Dear {{candidate.name}},',
    );
  }, 60_000);
});
