// The free slots of a panel: three members, each with 500 busy blocks of their own calendar over
// the fortnight asked (as a busy week's meetings read from a feed would be), and the default
// working hours. Measured as `GET /api/scheduling/slots` (key `slots`).
import postgres from 'postgres';
import type { Measure } from './measure';

/** The fortnight asked: two whole weeks from a Monday. */
const FROM = Date.parse('2030-01-07T00:00:00.000Z');
const TO = FROM + 14 * 86_400_000;
export const PANEL = [1, 2, 3];
export const BLOCKS_EACH = 500;

/** Writes each panel member's busy blocks: 10 to 17 minutes each, over the whole fortnight. */
export async function addBusyBlocks(dbUrl: string): Promise<number> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    const rows: Array<{ user_id: number; starts_at: string; ends_at: string }> = [];
    // Meetings in runs of four, back to back, a run every 2 h 41 min around the clock; each
    // member's runs shifted by up to 20 minutes from the others', so their free time differs.
    const run = ((TO - FROM) / BLOCKS_EACH) * 4;
    for (const userId of PANEL)
      for (let i = 0; i < BLOCKS_EACH; i++) {
        const shift = (((Math.floor(i / 4) * 37 + userId * 13) * 7919) % 20) * 60_000;
        const start = FROM + Math.floor(Math.floor(i / 4) * run) + shift + (i % 4) * 18 * 60_000;
        const minutes = 10 + ((i * 7 + userId * 11) % 8);
        rows.push({
          user_id: userId,
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + minutes * 60_000).toISOString(),
        });
      }
    await sql`insert into busy_blocks ${sql(rows)}`;
    return rows.length;
  } finally {
    await sql.end();
  }
}

export const slotsMeasure = (): Measure => ({
  key: 'slots',
  label: `Free slots, a panel of ${PANEL.length} over two weeks, ${BLOCKS_EACH} busy blocks each: \`GET /api/scheduling/slots\``,
  kind: 'slots',
  path: `/api/scheduling/slots?interviewerIds=${PANEL.join(',')}&duration=60&from=${new Date(FROM).toISOString()}&to=${new Date(TO).toISOString()}`,
});
