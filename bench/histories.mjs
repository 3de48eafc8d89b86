// Hiring histories for the benches' generated data: the same rows on every run and machine.

/** mulberry32: small, fast, and the same numbers on every machine for one seed. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const STAGES = ['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'];
/** A hiring funnel: most candidates are early on (cumulative shares of the six stages). */
export const STAGE_SHARES = [0.4, 0.6, 0.73, 0.79, 0.84, 1];
const PIPELINE = STAGES.slice(0, 5);
const SOURCES = [
  'applied',
  'applied',
  'applied',
  'referral',
  'referral',
  'sourced',
  'agency',
  'other',
];
const HOUR = 3600 * 1000;
const YEAR = 365 * 24 * HOUR;

/** Where a candidate came from: most applied (the same for an id on every run). */
export const sourceOf = (id) => SOURCES[(id * 2654435761) % SOURCES.length];

/**
 * A candidate's timeline: the stages that led to its current one, from applied (rejected after one
 * of the first four), starting at a date spread over the year before `end` by id, each step 6 to
 * 336 hours after the one before, so the reports count real stays, hires and weeks.
 */
export function timelineRows({ id, count, stage, jobTitle, firstId, seed, end }) {
  const rand = random(seed ^ (id * 31));
  const path =
    stage === 'rejected'
      ? [...PIPELINE.slice(0, 1 + (id % 4)), 'rejected']
      : PIPELINE.slice(0, PIPELINE.indexOf(stage) + 1);
  let at = end - YEAR + Math.floor((id / count) * YEAR);
  return path.map((current, i) => {
    if (i > 0) at += Math.floor((6 + rand() * 330) * HOUR);
    return {
      id: firstId + i,
      candidateId: id,
      date: new Date(at).toISOString(),
      stage: current,
      notes: i === 0 ? `Applied for ${jobTitle}` : `Moved from ${path[i - 1]} to ${current}`,
    };
  });
}
