// The candidate list's text: résumés of 300 to 800 words and short notes, drawn from a pool of
// words (deterministic for a seed), with skills of known shares, and the tags the list filters by.
// Used by both benches: the team server's (bench/server/list.ts) and browser mode's (run.mjs).
import { random } from './histories.mjs';

/** Words every résumé is mostly made of, the first ones the most frequent (Zipf-like draws). */
const COMMON = `experience team project development work management software design data
systems customer business led built worked product delivered improved support responsible
years including application services using performance process quality analysis reporting
engineering solutions tools stakeholders requirements technical teams projects skills
developed implemented maintained created managed strong knowledge communication planning
testing production features release users platform infrastructure security operations
documentation review code architecture migration integration deployment monitoring
automation reliability scalable cloud database databases backend frontend mobile web
interface components libraries framework frameworks clients partners sales marketing
growth revenue budget hiring mentoring mentored junior senior lead principal manager
engineer developer analyst designer consultant contractor university degree bachelor
master certification course training workshop conference speaker published article
agile scrum kanban sprint roadmap strategy research metrics dashboard insights
optimization latency throughput availability incident response oncall postmortem
collaborated coordinated presented negotiated resolved reduced increased launched
shipped owned drove established introduced streamlined redesigned refactored scaled
modern legacy internal external global regional remote office international company
startup enterprise organization department division group office london berlin paris
madrid toronto lisbon warsaw dublin amsterdam stockholm helsinki vienna prague`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Skills, each in about `share` of the résumés (independently, but `django` only beside `python`):
 * `haskell` is the rare word the benches ask for, `experience` (COMMON's first word) the common one.
 */
export const SKILLS = [
  { word: 'Python', share: 0.15 },
  { word: 'Django', share: 0.4, with: 'Python' },
  { word: 'JavaScript', share: 0.25 },
  { word: 'TypeScript', share: 0.15 },
  { word: 'React', share: 0.15 },
  { word: 'PostgreSQL', share: 0.1 },
  { word: 'Java', share: 0.12 },
  { word: 'Go', share: 0.06 },
  { word: 'Rust', share: 0.03 },
  { word: 'Kubernetes', share: 0.03 },
  { word: 'Terraform', share: 0.02 },
  { word: 'Haskell', share: 0.005 },
];

/** The queries the benches time: a rare word, a common word, two words. */
export const LIST_QUERIES = { rare: 'haskell', common: 'experience', two: 'python django' };

/** The candidates with a résumé: one in five (ids 5, 10, 15, …). */
export const hasResume = (id) => id % 5 === 0;
/** The candidates with a note (browser mode): one in five (ids 3, 8, 13, …). */
export const hasNote = (id) => id % 5 === 3;

/** A candidate's tags: `Python` on 10 %, `Referral` on 2 % (by a hash of the id). */
export function tagsOf(id) {
  const tags = [];
  if ((id * 2654435761) % 100 < 10) tags.push('Python');
  if ((id * 40503) % 50 === 0) tags.push('Referral');
  return tags;
}

/** Draws a COMMON word, the first ones far more often (about 1/rank). */
function common(rand) {
  return COMMON[Math.floor(COMMON.length ** rand()) - 1];
}

/** The skills of candidate `id`'s résumé (the same on every run). */
export function skillsOf(id, seed) {
  const rand = random(seed ^ (id * 97));
  const found = [];
  for (const skill of SKILLS) {
    if (skill.with && !found.includes(skill.with)) continue;
    if (rand() < skill.share) found.push(skill.word);
  }
  return found;
}

/**
 * Candidate `id`'s résumé: a heading, then 300 to 800 words in sentences of common words, each
 * skill of theirs mentioned two or three times among them.
 */
export function resumeOf(id, name, seed) {
  const rand = random(seed ^ (id * 131));
  const skills = skillsOf(id, seed);
  const length = 300 + Math.floor(rand() * 501);
  const words = [];
  while (words.length < length) {
    const sentence = 6 + Math.floor(rand() * 12);
    const parts = [];
    for (let i = 0; i < sentence; i++) parts.push(common(rand));
    if (skills.length && rand() < 0.15)
      parts.splice(
        1 + Math.floor(rand() * (parts.length - 1)),
        0,
        skills[Math.floor(rand() * skills.length)],
      );
    parts[0] = parts[0][0].toUpperCase() + parts[0].slice(1);
    words.push(...parts);
    words[words.length - 1] += '.';
  }
  // Every skill of theirs is named at least once, in the skills line.
  const head = `${name}\nCurriculum vitae\n\nSkills: ${skills.join(', ') || 'communication'}.\n\n`;
  return head + words.join(' ');
}

/** A recruiter's note on candidate `id`: 15 to 40 words, naming one of their skills if any. */
export function noteOf(id, seed) {
  const rand = random(seed ^ (id * 61));
  const skills = skillsOf(id, seed);
  const length = 15 + Math.floor(rand() * 26);
  const parts = [];
  for (let i = 0; i < length; i++) parts.push(common(rand));
  if (skills.length) parts.splice(3, 0, skills[Math.floor(rand() * skills.length)]);
  return `Phone screen: ${parts.join(' ')}.`;
}
