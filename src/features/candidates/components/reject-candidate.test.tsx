import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Candidate } from '@/api/types';
import { DEFAULT_TEMPLATES, firstName } from '@/domain/email-templates';
import { formatDateTime } from '@/lib/format-date-time';
import { mailApp } from '@/lib/mail-app';
import { api, apiError, interceptApi, publishedAnswer } from '@/test/api';
import { oneApplicant } from '@/test/builders';
import { renderRoute, teamSession, type RenderRouteOptions } from '@/test/render';
import { toLocalInput } from '../logic/email-draft';
import { candidateById, jobById, timelineOf } from '../test/helpers';

/** Rejecting a candidate from their profile: a reason, a note, and an email now, later or by mail app. */

const TEMPLATE = DEFAULT_TEMPLATES.find((t) => t.key === 'rejection')!;

async function openProfile(options: RenderRouteOptions = {}, before?: () => Promise<unknown>) {
  const candidate = await oneApplicant();
  await before?.();
  const job = await jobById(candidate.jobId);
  const view = renderRoute(`/candidates/${candidate.id}`, options);
  await screen.findByRole('heading', { level: 1, name: candidate.name });
  return { ...view, candidate, job };
}

async function openDialog(user: ReturnType<typeof renderRoute>['user'], candidate: Candidate) {
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: `Reject ${candidate.name}?` });
  // The team's reasons are there to choose from.
  await within(dialog).findByRole('option', { name: 'Not qualified' });
  return dialog;
}

const stageBadge = (label: string) =>
  screen.getByText(label, { selector: '.profile-stage .stage-badge' });

describe('rejecting a candidate (browser mode)', () => {
  it('puts focus on the reason, and Cancel gives it back to Reject with nothing sent', async () => {
    const { user, candidate } = await openProfile();
    const seen = interceptApi();
    const button = screen.getByRole('button', { name: 'Reject' });
    const dialog = await openDialog(user, candidate);

    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(seen.writes()).toEqual([]);
  });

  it('asks for a reason before sending anything', async () => {
    const { user, candidate } = await openProfile();
    const seen = interceptApi();
    const dialog = await openDialog(user, candidate);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    expect(within(dialog).getByText('Choose a reason.')).toHaveAttribute('role', 'alert');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(seen.writes()).toEqual([]);
  });

  it('sends the reason, the note and the template’s email, opens the mail app, and the timeline shows the reason', async () => {
    const { user, candidate, job } = await openProfile();
    const open = vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    const seen = interceptApi();
    const dialog = await openDialog(user, candidate);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'Not qualified',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'No Go experience');
    expect(within(dialog).getByRole('checkbox', { name: 'Send a rejection email' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(TEMPLATE.subject);
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(TEMPLATE.body);
    // Browser mode's mail app sends at once: there is no "later".
    expect(within(dialog).queryByRole('radio', { name: 'Send later' })).not.toBeInTheDocument();

    // The preview fills in the candidate, the job and the sender, as text.
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    const subject = `Your application for ${job.title}`;
    expect(within(preview).getByText(subject)).toBeInTheDocument();
    const text = within(preview).getByText(/We have decided not to move forward/);
    expect(text.textContent).toContain(`Hello ${firstName(candidate.name)},`);
    expect(text.textContent).toContain(`Thank you for your interest in ${job.title}`);
    expect(text.textContent).toMatch(/The hiring team$/);

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(
      await screen.findByText(
        `${candidate.name} was rejected. Your mail app opens with the email.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.requests('POST', `/api/candidates/${candidate.id}/reject`)).toEqual([
      expect.objectContaining({
        body: {
          reason: 'Not qualified',
          note: 'No Go experience',
          email: { templateId: 'rejection', subject: TEMPLATE.subject, body: TEMPLATE.body },
        },
      }),
    ]);
    expect(open).toHaveBeenCalledTimes(1);
    const href = open.mock.calls[0]![0];
    expect(href).toBe(
      `mailto:${candidate.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.textContent!)}`,
    );

    // The profile shows the rejection: the stage, no Reject any more, the reason on the timeline.
    expect(stageBadge('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to another stage' })).toHaveFocus();
    const timeline = screen.getByRole('region', { name: 'Hiring Timeline' });
    expect(await within(timeline).findByText('Reason: Not qualified')).toBeInTheDocument();
    expect(
      within(timeline).getByText(/^Moved from Applied to Rejected: No Go experience\./),
    ).toBeInTheDocument();
    expect((await candidateById(candidate.id)).stage).toBe('rejected');
    expect((await timelineOf(candidate.id)).at(-1)).toMatchObject({
      stage: 'rejected',
      reason: 'Not qualified',
    });
    // Browser mode lists no emails: TalentFlow sent none.
    expect(screen.queryByRole('region', { name: 'Emails' })).not.toBeInTheDocument();
  });

  it('rejects without an email when it is unticked, and opens no mail app', async () => {
    const { user, candidate } = await openProfile();
    const open = vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    const seen = interceptApi();
    const dialog = await openDialog(user, candidate);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Withdrew');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send a rejection email' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText(`${candidate.name} was rejected.`)).toBeInTheDocument();
    expect(seen.requests('POST', `/api/candidates/${candidate.id}/reject`)[0]!.body).toEqual({
      reason: 'Withdrew',
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('words the email as the team keeps its rejection template, and names that template', async () => {
    const kept = {
      name: 'Rejection',
      subject: 'About {{job.title}}',
      body: 'Dear {{candidate.name}}, no.',
    };
    const { user, candidate, job } = await openProfile({}, () =>
      api('PUT', '/email-templates/rejection', kept),
    );
    vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    const seen = interceptApi();
    const dialog = await openDialog(user, candidate);
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(kept.subject);
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(kept.body);
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(`About ${job.title}`)).toBeInTheDocument();
    expect(within(preview).getByText(`Dear ${candidate.name}, no.`)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText(`${candidate.name} was rejected. Your mail app opens with the email.`);
    expect(seen.requests('POST', `/api/candidates/${candidate.id}/reject`)[0]!.body).toEqual({
      reason: 'Other',
      email: { templateId: 'rejection', subject: kept.subject, body: kept.body },
    });
  });

  it('starts from the built-in words, naming no template, when the team has removed its own', async () => {
    const { user, candidate } = await openProfile({}, () =>
      api('DELETE', '/email-templates/rejection'),
    );
    vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    const seen = interceptApi();
    const dialog = await openDialog(user, candidate);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText(`${candidate.name} was rejected. Your mail app opens with the email.`);
    expect(seen.requests('POST', `/api/candidates/${candidate.id}/reject`)[0]!.body).toEqual({
      reason: 'Other',
      email: { subject: TEMPLATE.subject, body: TEMPLATE.body },
    });
  });

  it('keeps the dialog open with the server’s message when it refuses, and the stage as it was', async () => {
    const { user, candidate } = await openProfile();
    const open = vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    interceptApi(({ method, url }) =>
      method === 'POST' && url.pathname === `/api/candidates/${candidate.id}/reject`
        ? apiError(400, 'reason: must be one of the team’s reasons: Withdrew.', 'invalid')
        : undefined,
    );
    const dialog = await openDialog(user, candidate);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(
      await within(dialog).findByText(
        `Could not reject ${candidate.name}: reason: must be one of the team’s reasons: Withdrew.`,
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: `Reject ${candidate.name}?` })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
    // What was chosen and typed stays, ready for another try.
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('Other');
    expect(stageBadge('Applied')).toBeInTheDocument();
    expect((await candidateById(candidate.id)).stage).toBe('applied');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('rejecting a candidate (team mode)', () => {
  it('sends the email later, lists it as scheduled, and “Cancel sending” cancels it', async () => {
    const { user, candidate, job } = await openProfile({ session: teamSession('recruiter') });
    const open = vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    const sendAtLocal = toLocalInput(new Date(Date.now() + 2 * 86_400_000));
    const sendAt = new Date(sendAtLocal).toISOString();
    const email = {
      id: 7,
      kind: 'rejection',
      to: candidate.email,
      replyTo: 'rita@example.com',
      subject: `Your application for ${job.title}`,
      text: `Hello ${firstName(candidate.name)},\n\nWe wish you all the best,\nRita Recruiter`,
      state: 'scheduled',
      createdAt: new Date().toISOString(),
      sendAt,
      sentAt: null,
    };
    let emails: (typeof email)[] = [];
    const seen = interceptApi(async ({ method, url, body }) => {
      const path = url.pathname;
      if (method === 'GET' && path === `/api/candidates/${candidate.id}/emails`)
        return publishedAnswer('GET /api/candidates/:id/emails', { emails });
      // The browser-mode API under the test sends no email: the rejection itself is real, the
      // team server's outbox is faked.
      if (method === 'POST' && path === `/api/candidates/${candidate.id}/reject`) {
        const { email: _email, ...rest } = body as Record<string, unknown>;
        if (!_email) return undefined;
        const rejected = await api('POST', `/candidates/${candidate.id}/reject`, rest);
        emails = [email];
        return publishedAnswer('POST /api/candidates/:id/reject', {
          candidate: rejected.body.candidate,
          email: {
            id: 7,
            to: email.to,
            subject: email.subject,
            text: email.text,
            state: 'scheduled',
            sendAt,
          },
        });
      }
      if (method === 'POST' && path === `/api/candidates/${candidate.id}/emails/7/cancel`) {
        emails = [{ ...email, state: 'cancelled' }];
        return new Response(null, { status: 204 });
      }
      return undefined;
    });

    const section = await screen.findByRole('region', { name: 'Emails' });
    expect(
      await within(section).findByText('No emails to this candidate yet.'),
    ).toBeInTheDocument();

    const dialog = await openDialog(user, candidate);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'Not qualified',
    );
    // The preview is signed by the member rejecting.
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(/We have decided not to move forward/).textContent).toMatch(
      /Rita Recruiter$/,
    );
    expect(within(dialog).getByRole('radio', { name: 'Send now' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Send later' }));
    const when = within(dialog).getByLabelText('Send at');
    // A datetime-local input takes its value whole (typing it key by key is not how it is used).
    fireEvent.change(when, { target: { value: sendAtLocal } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(
      await screen.findByText(
        `${candidate.name} was rejected. The email is scheduled for ${formatDateTime(sendAt)}.`,
      ),
    ).toBeInTheDocument();
    const [request] = seen.requests('POST', `/api/candidates/${candidate.id}/reject`);
    expect(request!.body).toEqual({
      reason: 'Not qualified',
      email: { templateId: 'rejection', subject: TEMPLATE.subject, body: TEMPLATE.body, sendAt },
    });
    expect(open).not.toHaveBeenCalled();

    // The Emails section lists it, with its time, addresses and text.
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByText(email.subject)).toBeInTheDocument();
    expect(within(item).getByText(`Scheduled for ${formatDateTime(sendAt)}`)).toBeInTheDocument();
    expect(within(item).getByText(email.to)).toBeInTheDocument();
    expect(within(item).getByText('rita@example.com')).toBeInTheDocument();
    const show = within(item).getByRole('button', { name: 'Show message' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(within(item).getByText(/We wish you all the best/).textContent).toBe(email.text);

    await user.click(within(item).getByRole('button', { name: 'Cancel sending' }));
    expect(await within(item).findByText('Cancelled')).toBeInTheDocument();
    expect(seen.requests('POST', `/api/candidates/${candidate.id}/emails/7/cancel`)).toHaveLength(
      1,
    );
    expect(within(item).queryByRole('button', { name: 'Cancel sending' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Hide message' })).toHaveFocus();
    expect(
      within(screen.getByRole('region', { name: 'Hiring Timeline' })).getByText(
        'Reason: Not qualified',
      ),
    ).toBeInTheDocument();
  });

  it('offers an interviewer no Reject and no Cancel sending', async () => {
    const candidate = await oneApplicant();
    interceptApi(({ method, url }) =>
      method === 'GET' && url.pathname === `/api/candidates/${candidate.id}/emails`
        ? publishedAnswer('GET /api/candidates/:id/emails', {
            emails: [
              {
                id: 3,
                kind: 'rejection',
                to: candidate.email,
                replyTo: null,
                subject: 'Later',
                text: 'Hello',
                state: 'scheduled',
                createdAt: '2030-01-01T09:00:00.000Z',
                sendAt: '2030-01-02T09:00:00.000Z',
                sentAt: null,
              },
            ],
          })
        : undefined,
    );
    renderRoute(`/candidates/${candidate.id}`, { session: teamSession('interviewer') });
    const section = await screen.findByRole('region', { name: 'Emails' });
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByRole('button', { name: 'Show message' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Cancel sending' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
