import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusyCalendarStatus } from '@/domain/schemas';
import { formatDateTime } from '@/lib/format-date-time';
import { apiError, interceptApi, publishedAnswer } from '@/test/api';
import { AppProviders, createQueryClient } from '@/test/render';
import {
  BUSY_CALENDAR_HEADING,
  BusyCalendarSection,
  CALENDAR_ADDRESS_LABEL,
  CALENDAR_ADDRESS_MISSING,
} from './busy-calendar-section';

/**
 * One's own calendar read for busy times, alone, over a fake of the team server's
 * /api/calendar/busy (browser mode has none): it takes the address, refuses in the server's
 * words, names the host read (never the address), and disconnects after asking.
 */

const NONE: BusyCalendarStatus = {
  connected: false,
  host: null,
  createdAt: null,
  syncedAt: null,
  error: null,
  errorAt: null,
};
const READ_AT = '2030-03-04T09:15:00.000Z';
const FAILED_AT = '2030-03-04T09:30:00.000Z';
const LOOPBACK =
  'url: 127.0.0.1 is a private, loopback or link-local address (127.0.0.1); calendars go to public addresses only.';
const GOOD = 'https://calendar.example.com/private-abc/basic.ics';

function fakeServer(initial: BusyCalendarStatus = NONE) {
  const state = { status: initial };
  const api = interceptApi(({ method, url, body }) => {
    if (url.pathname !== '/api/calendar/busy') return undefined;
    if (method === 'GET') return publishedAnswer('GET /api/calendar/busy', state.status);
    if (method === 'PUT') {
      const address = (body as { url: string }).url;
      if (!address.startsWith('https://calendar.example.com/'))
        return apiError(400, LOOPBACK, 'validation_failed');
      state.status = {
        connected: true,
        host: new URL(address).hostname,
        createdAt: READ_AT,
        syncedAt: READ_AT,
        error: null,
        errorAt: null,
      };
      return publishedAnswer('PUT /api/calendar/busy', state.status);
    }
    if (method === 'DELETE') {
      state.status = NONE;
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return { api, state };
}

function renderSection() {
  const user = userEvent.setup();
  render(
    <AppProviders client={createQueryClient()}>
      <BusyCalendarSection />
    </AppProviders>,
  );
  const section = screen.getByRole('region', { name: BUSY_CALENDAR_HEADING });
  return { user, section };
}

describe('the busy calendar section', () => {
  it('says what is read, refuses an address in the server’s words, then connects', async () => {
    const { api } = fakeServer();
    const { user, section } = renderSection();
    expect(section).toHaveTextContent(/never the titles/);
    const field = await within(section).findByLabelText(CALENDAR_ADDRESS_LABEL);
    expect(field).toHaveAccessibleDescription(/Secret address in iCal format/);
    expect(field).toHaveAccessibleDescription(/Outlook: a published calendar’s ICS link/);
    expect(field).toHaveAccessibleDescription(/Apple Calendar: a public calendar’s link/);
    const connect = within(section).getByRole('button', { name: 'Connect calendar' });

    // Nothing pasted: asked for, nothing sent.
    await user.click(connect);
    expect(within(section).getByText(CALENDAR_ADDRESS_MISSING)).toHaveAttribute('role', 'alert');
    expect(api.requests('PUT', '/api/calendar/busy')).toEqual([]);

    // Refused: the reason beside the field (without the field's name), the address kept.
    await user.type(field, 'https://127.0.0.1/x.ics');
    await user.click(connect);
    const refusal = await within(section).findByText(
      /^127\.0\.0\.1 is a private, loopback or link-local address/,
    );
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(field).toHaveAccessibleDescription(new RegExp(refusal.textContent!.slice(0, 40)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('https://127.0.0.1/x.ics');
    expect(field).toHaveFocus();

    await user.clear(field);
    expect(within(section).queryByText(/loopback/)).not.toBeInTheDocument();
    await user.type(field, `  ${GOOD} `);
    await user.click(connect);
    expect(await within(section).findByText('Reading')).toHaveTextContent(
      'Reading calendar.example.com',
    );
    expect(api.requests('PUT', '/api/calendar/busy').at(-1)!.body).toEqual({ url: GOOD });
    expect(within(section).getByText(`Last read ${formatDateTime(READ_AT)}`)).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Calendar connected.');
    expect(within(section).getByRole('heading', { name: BUSY_CALENDAR_HEADING })).toHaveFocus();
    // The address is a secret: only its host is shown.
    expect(section).not.toHaveTextContent('private-abc');
    expect(within(section).queryByLabelText(CALENDAR_ADDRESS_LABEL)).not.toBeInTheDocument();
  });

  it('shows why the last reading failed, without alerting on load', async () => {
    fakeServer({
      connected: true,
      host: 'calendar.example.com',
      createdAt: READ_AT,
      syncedAt: READ_AT,
      error: 'The calendar answered 404.',
      errorAt: FAILED_AT,
    });
    const { section } = renderSection();
    const failed = await within(section).findByText(/^The last reading failed:/);
    expect(failed).toHaveTextContent(
      `The last reading failed: The calendar answered 404. (${formatDateTime(FAILED_AT)})`,
    );
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section).getByText(`Last read ${formatDateTime(READ_AT)}`)).toBeInTheDocument();
  });

  it('says when a connected calendar was not read yet', async () => {
    fakeServer({
      connected: true,
      host: 'p01-caldav.icloud.com',
      createdAt: READ_AT,
      syncedAt: null,
      error: 'The calendar could not be reached.',
      errorAt: FAILED_AT,
    });
    const { section } = renderSection();
    expect(await within(section).findByText('Not read yet')).toBeInTheDocument();
    expect(section).toHaveTextContent('Reading p01-caldav.icloud.com');
    expect(section).toHaveTextContent(/The last reading failed: The calendar could not be reached/);
  });

  it('disconnects only after asking, back to the empty form with the focus in it', async () => {
    const { api, state } = fakeServer({
      connected: true,
      host: 'calendar.example.com',
      createdAt: READ_AT,
      syncedAt: READ_AT,
      error: null,
      errorAt: null,
    });
    const { user, section } = renderSection();
    const disconnect = await within(section).findByRole('button', { name: 'Disconnect' });

    await user.click(disconnect);
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect your calendar?' });
    expect(dialog).toHaveTextContent('stops reading calendar.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('DELETE', '/api/calendar/busy')).toEqual([]);
    expect(within(section).getByText(/^Reading/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Disconnect' }));
    dialog = await screen.findByRole('dialog', { name: 'Disconnect your calendar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    const field = await within(section).findByLabelText(CALENDAR_ADDRESS_LABEL);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(api.requests('DELETE', '/api/calendar/busy')).toHaveLength(1);
    expect(state.status.connected).toBe(false);
    expect(within(section).getByRole('status')).toHaveTextContent('Calendar disconnected.');
    expect(within(section).getByRole('button', { name: 'Connect calendar' })).toBeInTheDocument();
  });

  it('keeps the address and says so when the server cannot be reached', async () => {
    interceptApi(({ method, url }) =>
      method === 'PUT' && url.pathname === '/api/calendar/busy'
        ? apiError(503, 'The server is unavailable.', 'unavailable')
        : publishedAnswer('GET /api/calendar/busy', NONE),
    );
    const { user, section } = renderSection();
    const field = await within(section).findByLabelText(CALENDAR_ADDRESS_LABEL);
    await user.type(field, GOOD);
    await user.click(within(section).getByRole('button', { name: 'Connect calendar' }));
    expect(
      await within(section).findByText(
        'Could not connect the calendar: The server is unavailable.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(field).toHaveValue(GOOD);
  });
});
