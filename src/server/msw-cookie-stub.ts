/**
 * Stands in for MSW's cookie store (msw/lib/core/utils/cookieStore.mjs; vite.config.ts aliases it
 * here). The real store keeps cookies that mocked responses set, in a tough-cookie jar with the
 * public suffix list: about 130 KB of gzipped JavaScript on every first visit. TalentFlow's API
 * never sets a cookie and never reads one, so an always-empty jar changes nothing: handlers still
 * see the page's own cookies (MSW reads document.cookie itself), and a Set-Cookie is not kept.
 */
export const cookieStore = {
  getCookies(_url: string): Array<{ key: string; value: string }> {
    return [];
  },
  async setCookie(_cookie: string, _url: string): Promise<void> {},
};
