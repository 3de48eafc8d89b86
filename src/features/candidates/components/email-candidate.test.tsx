import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Candidate } from '@/api/types';
import { DEFAULT_TEMPLATES, firstName } from '@/domain/email-templates';
import { formatDateTime } from '@/lib/format-date-time';
import { mailApp } from '@/lib/mail-app';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { oneApplicant } from '@/test/builders';
import { renderRoute, teamSession, type RenderRouteOptions } from '@/test/render';
import { toLocalInput } from '../logic/email-draft';
import { jobById, timelineOf } from '../test/helpers';

/** Writing to a candidate from their profile: a template or one's own words, now, later or by mail app. */

const RECEIVED = DEFAULT_TEMPLATES.find((t) => t.key === 'application-received')!;
const INVITATION = DEFAULT_TEMPLATES.find((t) => t.key === 'interview-invitation')!;

async function openProfile(options: RenderRouteOptions = {}) {
  const candidate = await oneApplicant();
  const job = await jobById(candidate.jobId);
  const view = renderRoute(`/candidates/${candidate.id}`, options);
  await screen.findByRole('heading', { level: 1, name: candidate.name });
  return { ...view, candidate, job };
}

async function openDialog(user: ReturnType<typeof renderRoute>['user'], candidate: Candidate) {
  await user.click(screen.getByRole('button', { name: `Email ${firstName(candidate.name)}` }));
  const dialog = await screen.findByRole('dialog', { name: `Email ${candidate.name}` });
  // The team's templates are there to choose from.
  await within(dialog).findByRole('option', { name: RECEIVED.name });
  return dialog;
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('emailing a candidate (browser mode)', () => {
  it('writes from a template, sends its words, opens the mail app, and the timeline says so', async () => {
    const { user, candidate, job } = await openProfile();
    const open = vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    const seen = interceptApi();
    const button = screen.getByRole('button', { name: `Email ${firstName(candidate.name)}` });
    const dialog = await openDialog(user, candidate);

    const template = within(dialog).getByRole('combobox', { name: 'Template' });
    expect(template).toHaveFocus();
    expect(template).toHaveValue('');
    expect(field(dialog, 'Subject')).toHaveValue('');
    await user.selectOptions(template, RECEIVED.name);
    expect(field(dialog, 'Subject')).toHaveValue(RECEIVED.subject);
    expect(field(dialog, 'Message')).toHaveValue(RECEIVED.body);
    // Browser mode's mail app sends at once: there is no "later".
    expect(within(dialog).queryByRole('radio', { name: 'Send later' })).not.toBeInTheDocument();

    // The preview fills in the candidate, the job and the sender, as text.
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    const subject = `We received your application for ${job.title}`;
    expect(within(preview).getByText(subject)).toBeInTheDocument();
    const text = within(preview).getByText(/Thank you for applying/);
    expect(text.textContent).toBe(
      `Hello ${firstName(candidate.name)},\n\nThank you for applying for ${job.title}. We will read your application and get back to you.\n\nKind regards,\nThe hiring team`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Open in mail app' }));

    expect(await screen.findByText('Your mail app opens with the email.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(seen.requests('POST', `/api/candidates/${candidate.id}/emails`)).toEqual([
      expect.objectContaining({
        body: { templateId: RECEIVED.key, subject: RECEIVED.subject, body: RECEIVED.body },
      }),
    ]);
    expect(open).toHaveBeenCalledWith(
      `mailto:${candidate.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.textContent!)}`,
    );
    const timeline = screen.getByRole('region', { name: 'Hiring Timeline' });
    expect(
      await within(timeline).findByText(`Email “${subject}” opened in the mail app.`),
    ).toBeInTheDocument();
    expect((await timelineOf(candidate.id)).at(-1)).toMatchObject({ stage: 'applied' });
  });

  it('empties the fields for “Write from scratch”, and asks before replacing words typed', async () => {
    const { user, candidate } = await openProfile();
    const seen = interceptApi();
    const dialog = await openDialog(user, candidate);
    const template = within(dialog).getByRole('combobox', { name: 'Template' });

    await user.selectOptions(template, RECEIVED.name);
    expect(field(dialog, 'Subject')).toHaveValue(RECEIVED.subject);
    // Nothing typed yet: the template's words go without a question.
    await user.selectOptions(template, 'Write from scratch');
    expect(field(dialog, 'Subject')).toHaveValue('');
    expect(field(dialog, 'Message')).toHaveValue('');

    // Sending nothing says what is missing, on the field.
    await user.click(within(dialog).getByRole('button', { name: 'Open in mail app' }));
    expect(within(dialog).getByText('Enter a subject.')).toHaveAttribute('role', 'alert');
    expect(field(dialog, 'Subject')).toHaveFocus();

    await user.type(field(dialog, 'Subject'), 'A word about your visit');
    await user.selectOptions(template, INVITATION.name);
    const ask = await screen.findByRole('dialog', { name: 'Replace what you wrote?' });
    expect(ask).toHaveTextContent(
      `The subject and message you wrote are replaced by the template “${INVITATION.name}”.`,
    );
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Replace what you wrote?' })).toBeNull(),
    );
    // Kept: the words typed, and the template they were written over.
    expect(field(dialog, 'Subject')).toHaveValue('A word about your visit');
    expect(template).toHaveValue('');
    expect(template).toHaveFocus();

    await user.selectOptions(template, INVITATION.name);
    const again = await screen.findByRole('dialog', { name: 'Replace what you wrote?' });
    await user.click(within(again).getByRole('button', { name: 'Replace' }));
    expect(field(dialog, 'Subject')).toHaveValue(INVITATION.subject);
    expect(field(dialog, 'Message')).toHaveValue(INVITATION.body);
    expect(template).toHaveValue(INVITATION.key);
    expect(screen.getByRole('dialog', { name: `Email ${candidate.name}` })).toBeInTheDocument();
    expect(seen.writes()).toEqual([]);
  });

  it('keeps the dialog open with the server’s message when it refuses, and opens no mail app', async () => {
    const { user, candidate } = await openProfile();
    const open = vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    interceptApi(({ method, url }) =>
      method === 'POST' && url.pathname === `/api/candidates/${candidate.id}/emails`
        ? apiError(400, 'email.templateId: no template application-received.', 'invalid')
        : undefined,
    );
    const dialog = await openDialog(user, candidate);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Template' }),
      RECEIVED.name,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open in mail app' }));

    expect(
      await within(dialog).findByText(
        'Could not send the email: email.templateId: no template application-received.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: `Email ${candidate.name}` })).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Open in mail app' });
    expect(send).toBeEnabled();
    expect(send).toHaveFocus();
    expect(field(dialog, 'Subject')).toHaveValue(RECEIVED.subject);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('emailing a candidate (team mode)', () => {
  it('sends later with the time, says when it goes, and lists it', async () => {
    const { user, candidate } = await openProfile({ session: teamSession('recruiter') });
    const open = vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    const sendAtLocal = toLocalInput(new Date(Date.now() + 2 * 86_400_000));
    const sendAt = new Date(sendAtLocal).toISOString();
    const text = `Hello ${firstName(candidate.name)}, are you free for a call?`;
    let emails: unknown[] = [];
    const seen = interceptApi(({ method, url }) => {
      const path = url.pathname;
      if (method === 'GET' && path === `/api/candidates/${candidate.id}/emails`)
        return publishedAnswer('GET /api/candidates/:id/emails', { emails });
      // The browser-mode API under the test sends no email: the team server's outbox is faked.
      if (method === 'POST' && path === `/api/candidates/${candidate.id}/emails`) {
        const email = {
          id: 9,
          to: candidate.email,
          subject: 'A call',
          text,
          state: 'scheduled',
          sendAt,
        };
        emails = [
          {
            ...email,
            kind: 'candidate',
            replyTo: 'rita@example.com',
            createdAt: new Date().toISOString(),
            sentAt: null,
          },
        ];
        return publishedAnswer('POST /api/candidates/:id/emails', { email });
      }
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Emails' });
    expect(
      await within(section).findByText('No emails to this candidate yet.'),
    ).toBeInTheDocument();

    const dialog = await openDialog(user, candidate);
    await user.type(field(dialog, 'Subject'), 'A call');
    await user.click(field(dialog, 'Message'));
    await user.paste('Hello {{candidate.first_name}}, are you free for a call?');
    // The preview fills in the first name.
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Send now' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Send later' }));
    // A datetime-local input takes its value whole (typing it key by key is not how it is used).
    fireEvent.change(within(dialog).getByLabelText('Send at'), { target: { value: sendAtLocal } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(
      await screen.findByText(
        `Email to ${candidate.name} scheduled for ${formatDateTime(sendAt)}.`,
      ),
    ).toBeInTheDocument();
    expect(seen.requests('POST', `/api/candidates/${candidate.id}/emails`)[0]!.body).toEqual({
      subject: 'A call',
      body: 'Hello {{candidate.first_name}}, are you free for a call?',
      sendAt,
    });
    expect(open).not.toHaveBeenCalled();
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByText('A call')).toBeInTheDocument();
    expect(within(item).getByText(`Scheduled for ${formatDateTime(sendAt)}`)).toBeInTheDocument();
  });

  it('offers an interviewer no Email button', async () => {
    const candidate = await oneApplicant();
    interceptApi(({ method, url }) =>
      method === 'GET' && url.pathname === `/api/candidates/${candidate.id}/emails`
        ? publishedAnswer('GET /api/candidates/:id/emails', { emails: [] })
        : undefined,
    );
    renderRoute(`/candidates/${candidate.id}`, { session: teamSession('interviewer') });
    await screen.findByRole('heading', { level: 1, name: candidate.name });
    expect(
      screen.queryByRole('button', { name: `Email ${firstName(candidate.name)}` }),
    ).not.toBeInTheDocument();
  });
});
