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

/**
 * The address a team server is reached at (its PUBLIC_URL), when it has one: the links a member
 * copies to send (an invitation, a job's public form) are built from it, never from the address
 * this browser happens to use. The server marks its page with `<meta name="talentflow-public-url">`.
 */
export const PUBLIC_URL_META = 'talentflow-public-url';

export function publicOrigin(doc: Document | undefined = globalThis.document): string | undefined {
  const content = doc?.querySelector(`meta[name="${PUBLIC_URL_META}"]`)?.getAttribute('content');
  try {
    return content ? new URL(content).origin : undefined;
  } catch {
    return undefined;
  }
}
