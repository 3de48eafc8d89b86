import { mkdirSync } from 'node:fs';
import { checkBothWidths, DESKTOP, expect, PHONE, shot, test } from './fixtures';
import { post } from './support/api';
import { apiCandidate, candidateCard, cardsIn, openBoard } from './support/candidates';

const SHOTS = 'test-results/tags-shots';
mkdirSync(SHOTS, { recursive: true });

test('tags added on a profile show on the board card, and a tag is added to two candidates at once', async ({
  page,
  consoleErrors,
}) => {
  await openBoard(page, '/candidates', { withCards: true });
  const [first, second] = await cardsIn(page, 'applied').evaluateAll((cards) =>
    cards.slice(0, 2).map((card) => Number(card.getAttribute('data-candidate-id'))),
  );
  expect(first).toBeDefined();
  expect(second).toBeDefined();
  // The second has more tags than a card shows, one of them long: its card cuts them short.
  await post(
    page,
    `/api/candidates/${second}`,
    { tags: ['Strong communicator, ask again in spring', 'Go', 'Rust', 'Kotlin', 'Remote'] },
    'PATCH',
  );

  // Two tags on the first candidate's profile: with Enter, then with the Add button.
  await candidateCard(page, first!, 'applied')
    .getByRole('link', { name: /View Profile/ })
    .click();
  const tags = page.getByRole('region', { name: 'Tags' });
  const input = tags.getByRole('textbox', { name: 'Add a tag' });
  // A chip's text, without its Remove button's ×.
  const chips = tags.locator('.profile-tag-text');
  await input.fill('Python');
  await input.press('Enter');
  await expect(chips).toHaveText(['Python']);
  await expect(input).toBeFocused();
  await input.fill('Referral');
  await tags.getByRole('button', { name: 'Add' }).click();
  await expect(chips).toHaveText(['Python', 'Referral']);
  await expect(tags.getByRole('status')).toHaveText('');
  expect((await apiCandidate(page, first!)).tags).toEqual(['Python', 'Referral']);
  await expect(tags.getByRole('button', { name: 'Remove tag Referral' })).toBeVisible();
  await checkBothWidths(page, `${SHOTS}/profile`);
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await shot(page.locator('.profile-header'), `${SHOTS}/profile-tags-${label}.png`);
  }

  // Back on the board, the card shows them.
  await page.getByRole('link', { name: /Back to Candidates/ }).click();
  const card = candidateCard(page, first!, 'applied');
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'Python',
    'Referral',
  ]);
  await expect(
    candidateCard(page, second!, 'applied').getByRole('list', { name: 'Tags' }),
  ).toContainText('+2');

  // Both selected, one tag added to both in one request.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await card.getByRole('checkbox').click();
  await candidateCard(page, second!, 'applied').getByRole('checkbox').click();
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Tag…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tag 2 candidates' });
  const tag = dialog.getByRole('textbox', { name: 'Tag' });
  await expect(tag).toBeFocused();
  await tag.fill('Shortlist');
  await checkBothWidths(page, `${SHOTS}/bulk-tag`);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/candidates/bulk'),
  );
  await dialog.getByRole('button', { name: 'Add tag to 2 candidates' }).click();
  expect((await sent).postDataJSON()).toEqual({
    ids: [first, second],
    action: { type: 'tag', add: ['Shortlist'] },
  });
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('status')).toHaveText('Tagged 2 candidates.');
  await expect(bar).toContainText('0 selected');
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'Python',
    'Referral',
    'Shortlist',
  ]);
  expect((await apiCandidate(page, second!)).tags).toContain('Shortlist');
  await page.getByRole('button', { name: 'Select', exact: true }).click();

  // The cards with their tags, at a phone’s width and a desktop’s: one row taller.
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    for (const id of [first!, second!]) {
      const shown = candidateCard(page, id, 'applied');
      await shown.scrollIntoViewIfNeeded();
      expect((await shown.boundingBox())?.height).toBe(116);
      await shot(shown, `${SHOTS}/card-${id === first ? 'a' : 'b'}-${label}.png`);
    }
    await shot(page, `${SHOTS}/board-${label}.png`);
  }
  expect(consoleErrors).toEqual([]);
});
