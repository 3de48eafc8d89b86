import { screen, within } from '@testing-library/react';
import type { OfferLink } from '@/domain/schemas';
import { formatLongDate, formatWeekdayDateTime } from '@/lib/format-date-time';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { renderRoute } from '@/test/render';
import {
  DECLINE_REASON_LABEL,
  DECLINED,
  LINK_GONE,
  NAME_NEEDED,
  SIGN_LABEL,
} from './offer-link-page';

/**
 * The candidate's offer page, opened from the private link sent with the offer: the terms, the
 * letter, and their answer. Public: the link's token is the key.
 */

/** An offer sent with a link, as GET /api/offer-links/:token answers it. */
const SENT: OfferLink = {
  organization: 'Harbour Works',
  candidateName: 'Hana Hand',
  job: { title: 'Harbour Pilot' },
  status: 'open',
  salary: { amount: 72000, currency: 'EUR', period: 'year' },
  startDate: '2027-03-01',
  fields: [{ label: 'Office', value: 'Lisbon' }],
  expiresAt: '2030-03-15T12:00:00.000Z',
  letter: [
    '# Offer of employment',
    '',
    'Dear Hana Hand,',
    '',
    'We are delighted to offer you the position of **Harbour Pilot** at Harbour Works.',
    '',
    'You will work from Lisbon. <em>Raw</em> HTML stays text.',
  ].join('\n'),
  letterSha256: 'a'.repeat(64),
};

const TOKEN = 'tok-harbour-0123456789';
const PATH = `/offer/${TOKEN}`;
const ALREADY = 'This offer was already accepted.';

/**
 * The public offer-link routes, faked: the API under these tests is browser mode's, which sends
 * no link (it has no email), and its Dexie store cannot open one (see the report). Each answer
 * goes through the schema its route publishes. One link, TOKEN; any other token is the API's 404.
 */
function fakeOfferLink(offer: OfferLink = SENT) {
  const state = { offer };
  const watch = interceptApi(({ method, url, body }) => {
    const found = /^\/api\/offer-links\/([^/]+)(\/accept|\/decline)?$/.exec(url.pathname);
    if (!found) return undefined;
    if (decodeURIComponent(found[1]!) !== TOKEN)
      return apiError(404, 'This offer link does not open an offer.', 'not_found');
    if (method === 'GET' && !found[2])
      return publishedAnswer('GET /api/offer-links/:token', state.offer);
    if (method !== 'POST') return undefined;
    if (state.offer.status !== 'open')
      return apiError(409, `This offer was already ${state.offer.status}.`, 'conflict');
    const decidedAt = new Date().toISOString();
    if (found[2] === '/accept') {
      const { name } = body as { name: string };
      if (name !== state.offer.candidateName)
        return apiError(
          400,
          `Acceptance: Type your full name as the letter gives it: ${state.offer.candidateName}.`,
          'bad_request',
        );
      state.offer = { ...state.offer, status: 'accepted', decidedAt };
      return publishedAnswer('POST /api/offer-links/:token/accept', state.offer);
    }
    state.offer = { ...state.offer, status: 'declined', decidedAt };
    return publishedAnswer('POST /api/offer-links/:token/decline', state.offer);
  });
  return { state, watch };
}

async function open(path: string, options?: Parameters<typeof renderRoute>[1]) {
  const view = renderRoute(path, options);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return view;
}

const termsOf = () =>
  within(screen.getByRole('region', { name: 'The terms' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('the offer page', () => {
  it('shows the organization, the job, the terms, the expiry and the letter, and nothing of the app', async () => {
    const { watch } = fakeOfferLink();
    await open(PATH);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your offer for Harbour Pilot' }),
    ).toBeVisible();
    expect(
      screen.getByText('Harbour Works', { selector: '.offer-link-organization' }),
    ).toBeVisible();
    expect(screen.getByText('For Hana Hand')).toBeVisible();
    expect(termsOf()).toEqual([
      'Salary: EUR 72,000 per year',
      'Start date: 1 March 2027',
      'Office: Lisbon',
    ]);
    const expiry = screen.getByText(/^This link expires on/);
    expect(expiry).toHaveTextContent(
      `This link expires on ${formatWeekdayDateTime(SENT.expiresAt!)}.`,
    );
    expect(expiry.querySelector('time')).toHaveAttribute('dateTime', SENT.expiresAt);

    const letter = screen.getByRole('article', { name: 'Offer letter' });
    // The letter's own headings sit below the page's.
    expect(
      within(letter).getByRole('heading', { level: 3, name: 'Offer of employment' }),
    ).toBeVisible();
    expect(letter).toHaveTextContent('Dear Hana Hand,');
    expect(within(letter).getByText('Harbour Pilot', { selector: 'strong' })).toBeVisible();
    // What the letter holds is never HTML: its tags read as text.
    expect(letter.querySelector('em, script')).toBeNull();
    expect(letter).toHaveTextContent('You will work from Lisbon. <em>Raw</em> HTML stays text.');
    expect(screen.getByRole('link', { name: 'Download the letter (PDF)' })).toHaveAttribute(
      'href',
      `/api/offer-links/${TOKEN}/letter.pdf`,
    );
    expect(screen.getByRole('form', { name: 'Accept the offer' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Decline the offer' })).toBeVisible();
    expect(document.title).toBe('Your offer · TalentFlow');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(watch.seen.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      `GET /api/offer-links/${TOKEN}`,
    ]);
  });

  it('accepts with the typed full name, and says so where the focus lands', async () => {
    const { watch } = fakeOfferLink();
    const { user } = await open(PATH);
    const form = screen.getByRole('form', { name: 'Accept the offer' });
    const name = within(form).getByRole('textbox', { name: SIGN_LABEL });
    const acceptButton = within(form).getByRole('button', { name: 'Accept and sign' });
    await user.click(acceptButton);
    expect(within(form).getByRole('alert')).toHaveTextContent(NAME_NEEDED);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(watch.requests('POST', /accept$/)).toEqual([]);

    // Another name than the letter's: the API says why.
    await user.type(name, 'Someone Else');
    await user.click(acceptButton);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Could not accept the offer: Acceptance: Type your full name as the letter gives it: Hana Hand.',
    );

    await user.clear(name);
    await user.type(name, '  Hana Hand ');
    await user.click(acceptButton);
    const result = await screen.findByText(/^You accepted this offer on/);
    const decided = result.querySelector('time')!;
    expect(result).toHaveTextContent(
      `You accepted this offer on ${formatLongDate(decided.dateTime)}.`,
    );
    expect(result).toHaveFocus();
    expect(watch.requests('POST', `/api/offer-links/${TOKEN}/accept`).map((r) => r.body)).toEqual([
      { name: 'Someone Else' },
      { name: 'Hana Hand' },
    ]);
    expect(screen.queryByRole('form', { name: 'Accept the offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Decline the offer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^This link expires on/)).not.toBeInTheDocument();
    // The terms and the letter stay to read.
    expect(screen.getByRole('article', { name: 'Offer letter' })).toBeVisible();
  });

  it('declines with a reason, and says so', async () => {
    const { watch } = fakeOfferLink();
    const { user } = await open(PATH);
    const form = screen.getByRole('form', { name: 'Decline the offer' });
    await user.type(within(form).getByRole('textbox', { name: DECLINE_REASON_LABEL }), 'I stay.');
    await user.click(within(form).getByRole('button', { name: 'Decline the offer' }));
    const result = await screen.findByText(DECLINED);
    expect(result).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(watch.requests('POST', `/api/offer-links/${TOKEN}/decline`)[0]!.body).toEqual({
      reason: 'I stay.',
    });
  });

  it('shows an answer given earlier', async () => {
    fakeOfferLink({ ...SENT, status: 'accepted', decidedAt: '2030-03-02T09:30:00.000Z' });
    await open(PATH);
    expect(screen.getByText(/^You accepted this offer on/)).toHaveTextContent(
      `You accepted this offer on ${formatLongDate('2030-03-02T09:30:00.000Z')}.`,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the API’s message when the offer was decided meanwhile (409)', async () => {
    const { state } = fakeOfferLink();
    const { user } = await open(PATH);
    // Accepted in another tab.
    state.offer = { ...state.offer, status: 'accepted', decidedAt: new Date().toISOString() };
    const form = screen.getByRole('form', { name: 'Accept the offer' });
    await user.type(within(form).getByRole('textbox', { name: SIGN_LABEL }), 'Hana Hand');
    await user.click(within(form).getByRole('button', { name: 'Accept and sign' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Could not accept the offer: ${ALREADY}`,
    );
  });

  it('says when the link opens no offer', async () => {
    fakeOfferLink();
    await open(`/offer/${'x'.repeat(43)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Offer not found' })).toBeVisible();
    expect(screen.getByText(LINK_GONE)).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so when the link stops opening before the answer (404)', async () => {
    fakeOfferLink();
    const { user, router } = await open(PATH);
    expect(router.state.location.pathname).toBe(PATH);
    // Withdrawn meanwhile: the accept is the API's 404.
    interceptApi((request) =>
      request.method === 'POST' ? apiError(404, 'Not found.', 'not_found') : undefined,
    );
    const form = screen.getByRole('form', { name: 'Decline the offer' });
    await user.click(within(form).getByRole('button', { name: 'Decline the offer' }));
    expect(await screen.findByText(LINK_GONE)).toBeVisible();
  });

  it('opens on a team server without signing in', async () => {
    const { watch } = fakeOfferLink();
    await open(PATH, { session: { mode: 'team', user: null } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your offer for Harbour Pilot' }),
    ).toBeVisible();
    expect(watch.seen.map((r) => r.url.pathname)).toEqual([`/api/offer-links/${TOKEN}`]);
  });
});
