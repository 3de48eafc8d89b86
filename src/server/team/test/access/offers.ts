// eslint-disable-next-line import-x/no-restricted-paths -- a test reading the letter as sent
import { pdfText } from '@/node/pdf-text';
import { OFFER_LINK_MASK } from '@/domain/outbox';
import type { StoredEmail } from '../../../store/types';
import { deliverer } from '../../mail/delivery';
import type { TeamFixture } from './fixture';

/** The team access suite: an offer from draft to signature, across members and the candidate. */
export function describeOffers(t: TeamFixture): void {
  const sha256 = async (bytes: Uint8Array) =>
    [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');

  /**
   * The candidate's link, from the email as it leaves: the outbox keeps only its mask, and the
   * link is made as the message is delivered (team/mail/delivery.ts).
   */
  const linkSentTo = async (email: string): Promise<string> => {
    const kept = (await t.store.query((tx) => tx.outbox.list({ limit: 50 }))).find(
      (m) => m.kind === 'offer-link' && m.to === email && m.state !== 'sent',
    );
    if (!kept) throw new Error(`No offer email waits for ${email}.`);
    expect(kept.text).toContain(OFFER_LINK_MASK);
    expect(kept.text).not.toMatch(/\/offer\//);
    const delivered: StoredEmail[] = [];
    // No mail server in this fixture: the message waits; it is handed to a mailer as the
    // email job would.
    await t.store.settleEmail(kept.id, { state: 'queued', error: 'waiting for a mail server' });
    await deliverer(
      t.store,
      { send: async (message) => void delivered.push(message), close: async () => {} },
      { linkBase: 'https://jobs.example.com' },
    )({ id: kept.id, retryCount: 0, retryLimit: 3 });
    const token = /https:\/\/jobs\.example\.com\/offer\/([A-Za-z0-9_-]{43})/.exec(
      delivered[0]?.text ?? '',
    )?.[1];
    if (!token) throw new Error(`No offer link was emailed to ${email}.`);
    // What is kept still holds the mask only.
    const after = await t.store.query((tx) => tx.outbox.get(kept.id));
    expect(after?.text).not.toContain(token);
    return token;
  };

  it('is drafted, approved by two members in order, sent, read as a PDF and accepted: the candidate is hired', async () => {
    const rita = await t.signIn('recruiter');
    const ada = t.admin;
    const rob = await t.join(ada, 'rob@example.com', 'recruiter', 'Rob Recruiter');
    const saved = await t.call('PUT', '/settings/offers', {
      cookie: ada,
      body: {
        fields: [{ key: 'bonus', label: 'Signing bonus', type: 'number', required: true }],
        templates: [
          {
            id: 'standard',
            name: 'Standard',
            body: '# Offer for {{candidate.name}}\n\nSalary: {{offer.salary}}\n\nStart: {{offer.start_date}}\n\nBonus: {{offer.bonus}}',
          },
        ],
        expiryDays: 7,
      },
    });
    expect(saved.status).toBe(200);
    const chain = await t.call('PUT', '/settings/approvals', {
      cookie: ada,
      body: {
        offers: [
          { kind: 'member', memberId: t.ids.admin },
          { kind: 'member', memberId: rob.id },
        ],
      },
    });
    expect(chain.status, chain.text).toBe(200);
    // An interviewer may not approve: the chain refuses them.
    const refused = await t.call('PUT', '/settings/approvals', {
      cookie: ada,
      body: { offers: [{ kind: 'member', memberId: t.ids.interviewer }] },
    });
    expect(refused.status).toBe(400);

    const terms = {
      salary: { amount: 72000, currency: 'EUR', period: 'year' },
      startDate: '2027-03-01',
      fields: { bonus: 5000 },
    };
    const path = `/candidates/${t.candidateId}/offers`;
    expect(
      (await t.call('POST', path, { cookie: rita, body: { ...terms, fields: {} } })).status,
    ).toBe(400);
    expect(
      (
        await t.call('POST', path, {
          cookie: rita,
          body: { ...terms, salary: { ...terms.salary, currency: 'XYZ' } },
        })
      ).status,
    ).toBe(400);
    const drafted = await t.call('POST', path, { cookie: rita, body: terms });
    expect(drafted.status, drafted.text).toBe(201);
    expect(drafted.body).toMatchObject({
      status: 'draft',
      version: 1,
      candidate: { name: 'Cara Candidate' },
    });
    const id = drafted.body.id as number;
    // One open offer per candidate and job.
    expect((await t.call('POST', path, { cookie: rita, body: terms })).status).toBe(409);
    // Interviewers see no offer.
    const ivan = await t.signIn('interviewer');
    expect((await t.call('GET', `/offers/${id}`, { cookie: ivan })).status).toBe(403);
    expect((await t.call('GET', path, { cookie: ivan })).status).toBe(403);

    const waiting = async (cookie: string) =>
      (await t.call('GET', '/offers/to-approve', { cookie })).body.count as number;
    const approveAll = async () => {
      expect((await t.call('POST', `/offers/${id}/submit`, { cookie: rita })).body.status).toBe(
        'pending',
      );
      expect([await waiting(ada), await waiting(rob.cookie)]).toEqual([1, 0]);
      // Not Rob's turn yet.
      expect((await t.call('POST', `/offers/${id}/approve`, { cookie: rob.cookie })).status).toBe(
        403,
      );
      const first = await t.call('POST', `/offers/${id}/approve`, { cookie: ada });
      expect(first.body).toMatchObject({ status: 'pending' });
      expect(first.body.steps.map((s: { state: string }) => s.state)).toEqual([
        'approved',
        'waiting',
      ]);
      expect([await waiting(ada), await waiting(rob.cookie)]).toEqual([0, 1]);
      const second = await t.call('POST', `/offers/${id}/approve`, { cookie: rob.cookie });
      expect(second.body).toMatchObject({ status: 'approved' });
      return second.body;
    };
    await approveAll();
    // Rob heard of it on his bell.
    const bell = (await t.call('GET', '/notifications', { cookie: rob.cookie })).body.notifications;
    expect(bell.map((n: { title: string }) => n.title)).toContain(
      'Offer to approve: Cara Candidate for Nurse',
    );

    // A change after approval is a new version, approved again from the first step.
    const changed = await t.call('PATCH', `/offers/${id}`, {
      cookie: rita,
      body: { salary: { amount: 75000, currency: 'EUR', period: 'year' } },
    });
    expect(changed.body).toMatchObject({ status: 'draft', version: 2 });
    expect(changed.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await t.call('POST', `/offers/${id}/send`, { cookie: rita, body: {} })).status).toBe(
      409,
    );
    await approveAll();

    const letter = await t.call('GET', `/offers/${id}/letter`, { cookie: rita });
    expect(letter.body).toMatchObject({ version: 2, pdf: true });
    expect(letter.body.markdown).toContain('Salary: EUR 75,000 per year');
    const sent = await t.call('POST', `/offers/${id}/send`, {
      cookie: rita,
      body: { expiryDays: 3 },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', sentVersion: 2 });
    expect(sent.text).not.toMatch(/tokenHash|offer\/[A-Za-z0-9_-]{43}/);

    const token = await linkSentTo('cara@example.com');
    const page = await t.call('GET', `/offer-links/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      candidateName: 'Cara Candidate',
      job: { title: 'Nurse' },
      status: 'open',
      salary: { amount: 75000 },
      fields: [{ label: 'Signing bonus', value: '5000' }],
    });
    const pdf = await t.app.fetch(
      new Request(`http://talentflow.test/api/offer-links/${token}/letter.pdf`),
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const text = (await pdfText(bytes, new AbortController().signal)).replace(/\s+/g, ' ');
    expect(text).toContain('EUR 75,000 per year');
    expect(text).toContain('1 March 2027');
    expect(await sha256(bytes)).toBe(page.body.letterSha256);

    const wrong = await t.call('POST', `/offer-links/${token}/accept`, {
      body: { name: 'Someone Else' },
    });
    expect(wrong.status).toBe(400);
    const accepted = await t.call('POST', `/offer-links/${token}/accept`, {
      body: { name: ' cara   candidate ' },
      peer: '203.0.113.9',
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    // A second acceptance is refused.
    expect(
      (await t.call('POST', `/offer-links/${token}/accept`, { body: { name: 'Cara Candidate' } }))
        .status,
    ).toBe(409);

    const offer = (await t.call('GET', `/offers/${id}`, { cookie: rita })).body;
    expect(offer).toMatchObject({
      status: 'accepted',
      signedName: 'cara candidate',
      signedFrom: '203.0.113.9',
      letterSha256: page.body.letterSha256,
    });
    expect((await t.call('GET', `/candidates/${t.candidateId}`, { cookie: rita })).body.stage).toBe(
      'hired',
    );
    // The tamper-evident log keeps the acceptance with the letter's hash, and no name.
    const audit = (await t.call('GET', '/audit?action=offer.accepted', { cookie: ada })).body;
    const entry = audit.events.find((e: { target: string }) => e.target === `offer:${id}`);
    expect(entry.detail).toMatchObject({ version: 2, letterSha256: page.body.letterSha256 });
    expect(JSON.stringify(audit)).not.toMatch(/cara|203\.0\.113\.9/i);
    // The interviewer reads Cara's timeline, which says what became of the offer, never its terms.
    const timeline = await t.call('GET', `/candidates/${t.candidateId}/timeline`, { cookie: ivan });
    expect(timeline.status).toBe(200);
    expect(timeline.text).toContain('Offer accepted');
    expect(timeline.text).not.toMatch(/75,000|72,000|EUR|5000/);
    const ritaBell = (await t.call('GET', '/notifications', { cookie: rita })).body.notifications;
    expect(ritaBell.map((n: { title: string }) => n.title)).toContain(
      'Cara Candidate accepted the offer for Nurse',
    );
  });

  it('opens a link only until it expires, and never once withdrawn', async () => {
    const rita = await t.signIn('recruiter');
    const cara = t.candidateId;
    const made = await t.call('POST', `/candidates/${cara}/offers`, {
      cookie: rita,
      body: { salary: { amount: 30, currency: 'USD', period: 'hour' }, startDate: '2027-01-04' },
    });
    const id = made.body.id as number;
    expect((await t.call('POST', `/offers/${id}/submit`, { cookie: rita })).body.status).toBe(
      'approved',
    );
    expect((await t.call('POST', `/offers/${id}/send`, { cookie: rita, body: {} })).status).toBe(
      200,
    );
    const token = await linkSentTo('cara@example.com');
    expect((await t.call('GET', `/offer-links/${token}`)).status).toBe(200);
    await t.store.transaction('write', async (tx) => {
      const offer = (await tx.offers.get(id))!;
      await tx.offers.update({ ...offer, expiresAt: '2026-01-01T00:00:00.000Z' });
    });
    expect((await t.call('GET', `/offer-links/${token}`)).status).toBe(404);
    expect(
      (await t.call('POST', `/offer-links/${token}/accept`, { body: { name: 'Cara Candidate' } }))
        .status,
    ).toBe(404);
    // Withdrawn: the link is gone, and a new offer may be drafted.
    expect(
      (await t.call('POST', `/offers/${id}/withdraw`, { cookie: rita, body: {} })).body.status,
    ).toBe('withdrawn');
    expect((await t.call('GET', `/offer-links/${token}`)).status).toBe(404);
    expect((await t.call('GET', `/offer-links/not-a-token`)).status).toBe(404);
  });
}
