/**
 * Which home serves this page. The same build runs in both: browser mode (the API is the app's own
 * service worker) and team mode (a Node server answers /api). The team server marks the page it
 * serves with `<meta name="talentflow-mode" content="team">`; browser mode's page has no such tag.
 */
export type AppMode = 'browser' | 'team';

export const MODE_META = 'talentflow-mode';

export function detectMode(doc: Document | undefined = globalThis.document): AppMode {
  const content = doc?.querySelector(`meta[name="${MODE_META}"]`)?.getAttribute('content');
  return content?.trim().toLowerCase() === 'team' ? 'team' : 'browser';
}

export function isTeamMode(doc?: Document): boolean {
  return detectMode(doc) === 'team';
}
