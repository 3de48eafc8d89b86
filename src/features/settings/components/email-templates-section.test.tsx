import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TEMPLATES } from '@/domain/email-templates';
import { api, apiError, interceptApi } from '@/test/api';
import { renderRoute } from '@/test/render';

/** The Settings page's email templates: listed, added, changed and deleted. */

interface Listed {
  id: string;
  name: string;
  subject: string;
  body: string;
}

const kept = async () =>
  (await api<{ templates: Listed[] }>('GET', '/email-templates')).body.templates;

async function openSection() {
  const view = renderRoute('/settings');
  const section = await screen.findByRole('region', { name: 'Email templates' });
  const list = await within(section).findByRole('list', { name: 'Email templates' });
  return { ...view, section, list };
}

/** Each listed template's name and subject, as read. */
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.template-text')!.textContent);

const item = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name, { selector: '.template-name' }))!;

describe('the email templates on the settings page', () => {
  it('lists the team’s templates by name and subject', async () => {
    const { list } = await openSection();
    expect(items(list)).toEqual(DEFAULT_TEMPLATES.map((t) => `${t.name}Subject: ${t.subject}`));
  });

  it('adds a template, listing the variables, and the list follows', async () => {
    const { user, section, list } = await openSection();
    const add = within(section).getByRole('button', { name: 'Add template' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add template' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    const variables = within(dialog).getByRole('region', { name: 'Variables' });
    expect(within(variables).getByText('{{candidate.first_name}}')).toBeInTheDocument();
    expect(within(variables).getByText('the candidate’s first name')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Offer call');
    await user.click(within(dialog).getByRole('textbox', { name: 'Subject' }));
    await user.paste('A call about {{job.title}}');
    await user.click(within(dialog).getByRole('textbox', { name: 'Body' }));
    await user.paste('Hello {{candidate.first_name}}, can we call you?');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add).toHaveFocus();
    expect(within(section).getByRole('status')).toHaveTextContent('Template “Offer call” added.');
    expect(items(list).at(-1)).toBe('Offer callSubject: A call about {{job.title}}');
    expect((await kept()).at(-1)).toMatchObject({
      name: 'Offer call',
      subject: 'A call about {{job.title}}',
      body: 'Hello {{candidate.first_name}}, can we call you?',
    });
  });

  it('edits a template in place', async () => {
    const { user, section, list } = await openSection();
    const edit = within(item(list, 'Rejection')).getByRole('button', { name: 'Edit' });
    expect(edit).toHaveAccessibleDescription('Rejection');
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Rejection”' });
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue(DEFAULT_TEMPLATES[1]!.subject);
    await user.clear(subject);
    await user.type(subject, 'About your application');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveFocus();
    expect(within(section).getByRole('status')).toHaveTextContent('Template “Rejection” saved.');
    expect(within(item(list, 'Rejection')).getByText('About your application')).toBeVisible();
    expect((await kept()).find((t) => t.id === 'rejection')).toMatchObject({
      subject: 'About your application',
      body: DEFAULT_TEMPLATES[1]!.body,
    });
  });

  it('shows the problem of a template with an unknown variable and sends nothing', async () => {
    const { user, section } = await openSection();
    const seen = interceptApi();
    await user.click(within(section).getByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add template' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Salary');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Your offer');
    await user.click(within(dialog).getByRole('textbox', { name: 'Body' }));
    await user.paste('You earn {{candidate.salary}}.');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The body uses {{candidate.salary}}, which is not a variable.',
    );
    expect(seen.writes()).toEqual([]);
    // Fixed, the problem goes.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Body' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Body' }), 'Call us.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps the words', async () => {
    const { user, section } = await openSection();
    interceptApi(({ method }) =>
      method === 'POST'
        ? apiError(400, 'A team keeps at most 100 templates.', 'invalid')
        : undefined,
    );
    await user.click(within(section).getByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add template' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'One more');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(within(dialog).getByRole('textbox', { name: 'Body' }), 'Hi there');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    expect(
      await within(dialog).findByText(
        'Could not save the template: A team keeps at most 100 templates.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('One more');
    expect(within(dialog).getByRole('button', { name: 'Save template' })).toHaveFocus();
    expect(await kept()).toHaveLength(DEFAULT_TEMPLATES.length);
  });

  it('deletes a template only once asked, and the list follows', async () => {
    const { user, section, list } = await openSection();
    const seen = interceptApi();
    await user.click(
      within(item(list, 'Interview invitation')).getByRole('button', { name: 'Delete' }),
    );
    let ask = await screen.findByRole('dialog', { name: 'Delete “Interview invitation”?' });
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.writes()).toEqual([]);

    await user.click(
      within(item(list, 'Interview invitation')).getByRole('button', { name: 'Delete' }),
    );
    ask = await screen.findByRole('dialog', { name: 'Delete “Interview invitation”?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Template “Interview invitation” deleted.',
    );
    expect(items(list)).toHaveLength(DEFAULT_TEMPLATES.length - 1);
    expect(within(list).queryByText('Interview invitation')).not.toBeInTheDocument();
    // Its Delete button is gone: focus goes on to "Add template".
    expect(within(section).getByRole('button', { name: 'Add template' })).toHaveFocus();
    expect((await kept()).map((t) => t.id)).toEqual(['application-received', 'rejection']);
  });
});
