import { DEFAULT_TEMPLATES } from '@/domain/email-templates';
import { api } from '@/test/api';

/** The team's email templates and an email written on a profile, in every store. */

describe('email templates', () => {
  it('start as the three defaults, and are added, changed and removed', async () => {
    const listed = (await api('GET', '/email-templates')).body.templates;
    expect(listed.map((t: { id: string; name: string }) => [t.id, t.name])).toEqual([
      ['application-received', 'Application received'],
      ['rejection', 'Rejection'],
      ['interview-invitation', 'Interview invitation'],
    ]);
    expect(listed[1].subject).toBe(DEFAULT_TEMPLATES[1]!.subject);
    const made = await api('POST', '/email-templates', {
      name: ' Offer call ',
      subject: 'A call about {{job.title}}',
      body: 'Hello {{candidate.first_name}}, can we call you?',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Offer call', subject: 'A call about {{job.title}}' });
    const changed = await api('PUT', `/email-templates/${made.body.id}`, {
      name: 'Offer call',
      subject: 'A call about {{job.title}} ',
      body: 'Hi {{candidate.name}}.',
    });
    expect(changed.status).toBe(200);
    expect((await api('DELETE', '/email-templates/rejection')).status).toBe(204);
    expect(
      (await api('GET', '/email-templates')).body.templates.map((t: { name: string }) => t.name),
    ).toEqual(['Application received', 'Interview invitation', 'Offer call']);
    expect((await api('DELETE', '/email-templates/rejection')).status).toBe(404);
    expect((await api('PUT', '/email-templates/nope', made.body)).status).toBe(400);
  });

  it('refuses a template with an unknown variable, a section, a line break or a blank part', async () => {
    for (const body of [
      { name: 'X', subject: 'Hi {{candidate.salary}}', body: 'Body' },
      { name: 'X', subject: 'Hi', body: '{{#job.title}}loop{{/job.title}}' },
      { name: 'X', subject: 'Hi {{{candidate.name}}}', body: 'Body' },
      { name: 'X', subject: 'Hi\nthere', body: 'Body' },
      { name: ' ', subject: 'Hi', body: 'Body' },
      { name: 'X', subject: 'Hi', body: '' },
      { name: 'X', subject: 'Hi' },
    ]) {
      const refused = await api('POST', '/email-templates', body);
      expect({ body, status: refused.status }).toEqual({ body, status: 400 });
    }
    expect((await api('GET', '/email-templates')).body.templates).toHaveLength(3);
  });
});

describe('an email written on a profile', () => {
  it('in browser mode is answered for the mail app and noted on the timeline', async () => {
    const job = (await api('POST', '/jobs', { title: 'Deckhand' })).body;
    const candidate = (
      await api('POST', '/candidates', {
        name: 'Ann Applicant',
        email: 'ann@example.com',
        jobId: job.id,
        source: 'referral',
      })
    ).body;
    const sent = await api('POST', `/candidates/${candidate.id}/emails`, {
      templateId: 'interview-invitation',
      subject: 'About {{job.title}}',
      body: 'Hello {{candidate.first_name}}',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.email).toMatchObject({
      to: 'ann@example.com',
      subject: 'About Deckhand',
      text: 'Hello Ann',
      state: 'mail-app',
    });
    const timeline = (await api('GET', `/candidates/${candidate.id}/timeline`)).body;
    expect(timeline.at(-1)).toMatchObject({
      stage: 'applied',
      notes: 'Email “About Deckhand” opened in the mail app.',
    });
    for (const body of [
      { subject: 'About', body: 'Hi', templateId: 'gone' },
      { subject: 'About\r\nBcc: x@example.com', body: 'Hi' },
      { subject: 'About', body: ' ' },
      { subject: 'About', body: 'Hi', sendAt: new Date(Date.now() + 3_600_000).toISOString() },
    ]) {
      const refused = await api('POST', `/candidates/${candidate.id}/emails`, body);
      expect({ body, status: refused.status }).toEqual({ body, status: 400 });
    }
    expect((await api('GET', `/candidates/${candidate.id}/timeline`)).body).toHaveLength(
      timeline.length,
    );
    expect(
      (await api('POST', '/candidates/999999/emails', { subject: 'A', body: 'B' })).status,
    ).toBe(404);
  });
});
