// The board's first screen in browser mode beside peer A's (the best public build of the same
// spec, built outside this repository and given as BENCH_PEER_DIST): in one Chromium run, each app
// installed and seeded with its 1,000 candidates first, then its board opened again and timed
// from navigation start to the frame painted with 30 cards.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';

const CARDS = 30;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** A static server of a build, answering index.html for any path without a file (an SPA). */
export function serveBuild(dir, port) {
  const server = http.createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(() => server.close())),
  );
}

/** Page script: the time (from navigation start) of the first frame painted with `count` cards. */
const watchCards = (selector, count) => `(() => {
  if (!location.protocol.startsWith('http')) return;
  window.__firstScreen = null;
  const seen = () => document.querySelectorAll(${JSON.stringify(selector)}).length >= ${count};
  const observer = new MutationObserver(() => {
    if (window.__firstScreen !== null || !seen()) return;
    observer.disconnect();
    window.__firstScreen = -1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__firstScreen = performance.now());
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function firstScreenOf(browser, app, runs, viewport, log) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(app.init ?? '');
    await context.addInitScript(watchCards(app.cards, CARDS));
    const page = await context.newPage();
    // Installed and seeded: the first visit opens the board and waits for its cards.
    await page.goto(`${app.base}${app.board}`);
    await page.waitForFunction(() => window.__firstScreen > 0, null, { timeout: 60_000 });
    if (app.installed) await app.installed(page);
    await page.waitForTimeout(500);
    await page.goto(`${app.base}${app.board}`);
    await page.waitForFunction(() => window.__firstScreen > 0, null, { timeout: 60_000 });
    const ms = await page.evaluate(() => window.__firstScreen);
    times.push(Math.round(ms));
    log(`  ${app.name} run ${run + 1}: ${Math.round(ms)} ms`);
    await context.close();
  }
  return times;
}

/**
 * Both apps' first screens, interleaved run by run is not needed: each app's runs follow the
 * other's in the same browser. Answers { ours, peer, ratio } with every run's time.
 */
export async function compareFirstScreens(browser, { ours, peer, runs, viewport, log, median }) {
  const oursTimes = await firstScreenOf(browser, ours, runs, viewport, log);
  const peerTimes = peer ? await firstScreenOf(browser, peer, runs, viewport, log) : null;
  const oursMedian = median(oursTimes);
  const peerMedian = peerTimes && median(peerTimes);
  return {
    cards: CARDS,
    ours: { runs: oursTimes, median: oursMedian },
    peer: peerTimes && { name: peer.name, runs: peerTimes, median: peerMedian },
    ratio: peerMedian ? Math.round((oursMedian / peerMedian) * 1000) / 1000 : null,
  };
}
