import { mkdirSync } from 'node:fs';
import { DESKTOP, expect, expectAccessible, PHONE, shot, test } from './fixtures';
import { getJson } from './support/api';
import { apiCandidate, candidateCard, cardsIn, columnCount, openBoard } from './support/candidates';

const SHOTS = 'test-results/bulk-shots';
mkdirSync(SHOTS, { recursive: true });

const REASON = 'Position filled';

interface Report {
  rejectionReasons: Array<{ reason: string; total: number }>;
}

async function reasonTotal(page: Parameters<typeof getJson>[0]): Promise<number> {
  const report = await getJson<Report>(page, '/api/reports');
  return report.rejectionReasons.find((row) => row.reason === REASON)?.total ?? 0;
}

test('candidates selected on the board are rejected in one request with a reason, which the reports count', async ({
  page,
  consoleErrors,
}) => {
  await openBoard(page, '/candidates', { withCards: true });
  const counted = await reasonTotal(page);
  const rejectedBefore = await columnCount(page, 'rejected');
  const ids = await cardsIn(page, 'applied').evaluateAll((cards) =>
    cards.slice(0, 3).map((card) => Number(card.getAttribute('data-candidate-id'))),
  );
  expect(ids).toHaveLength(3);

  const select = page.getByRole('button', { name: 'Select', exact: true });
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('0 selected');

  // The first card, then Shift and the third: the three of them.
  await candidateCard(page, ids[0]!, 'applied').getByRole('checkbox').click();
  await candidateCard(page, ids[2]!, 'applied')
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await expect(bar).toContainText('3 selected');
  for (const id of ids)
    await expect(candidateCard(page, id, 'applied').getByRole('checkbox')).toBeChecked();
  await expect(page).toHaveURL(/\/candidates$/);

  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expect(bar).toBeInViewport();
    await expectAccessible(page);
    await shot(page, `${SHOTS}/bulk-bar-${label}.png`);
  }

  await bar.getByRole('button', { name: 'Reject…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 3 candidates?' });
  const reason = dialog.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await reason.selectOption(REASON);
  await dialog.getByRole('textbox', { name: 'Note' }).fill('The role went to an internal move');
  await expectAccessible(page);
  await shot(page, `${SHOTS}/bulk-reject-desktop.png`);
  await page.setViewportSize(PHONE);
  await shot(page, `${SHOTS}/bulk-reject-phone.png`);
  await page.setViewportSize(DESKTOP);

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/candidates/bulk'),
  );
  await dialog.getByRole('button', { name: 'Reject 3 candidates' }).click();
  expect((await sent).postDataJSON()).toEqual({
    ids,
    action: { type: 'reject', reason: REASON, note: 'The role went to an internal move' },
  });
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('status')).toHaveText('Rejected 3 candidates.');
  await expect(bar).toContainText('0 selected');
  for (const id of ids) {
    await expect(candidateCard(page, id, 'applied')).toHaveCount(0);
    expect((await apiCandidate(page, id)).stage).toBe('rejected');
  }
  await expect.poll(() => columnCount(page, 'rejected')).toBe(rejectedBefore + 3);
  await page.setViewportSize(PHONE);
  await shot(page, `${SHOTS}/bulk-done-phone.png`);
  await page.setViewportSize(DESKTOP);
  await shot(page, `${SHOTS}/bulk-done-desktop.png`);

  // The reports count the three under the reason.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
    .click();
  const table = page.getByRole('table', { name: 'Rejection reasons by stage' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: REASON }) });
  await expect(row.getByRole('cell').last()).toHaveText(String(counted + 3));
  await row.scrollIntoViewIfNeeded();
  await shot(page, `${SHOTS}/reports-reasons.png`);
  expect(consoleErrors).toEqual([]);
});
