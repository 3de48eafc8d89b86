// Installed in every bench page before the app's own scripts (context.addInitScript). It records,
// with performance.now() inside the page (so from navigation start, not from Playwright polling),
// the moment each condition first holds, plus long tasks, pointer/input events and /api traffic.
// Plain browser JavaScript: it is handed to Playwright as a string and never bundled into the app.
(() => {
  // Also injected into about:blank, where there is no storage and nothing to measure.
  if (!location.protocol.startsWith('http')) return;
  const SEED_KEY = 'talentflow:seed';
  if (localStorage.getItem(SEED_KEY) === null)
    localStorage.setItem(SEED_KEY, String(window.__benchSeed ?? 20261122));

  const bench = {
    /** When a watched condition was first seen to hold (DOM-ready). */
    at: {},
    /** The first frame after that: rAF, then a message, i.e. after the browser painted it. */
    painted: {},
    longtasks: [],
    events: {},
    api: { pending: 0, lastEnd: 0, writes: [] },
    watches: new Map(),
  };
  window.__bench = bench;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longtasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no Long Tasks API: the bench reports null */
  }

  // The UI only talks to the backend through fetch('/api/...'); count what is in flight.
  const realFetch = window.fetch;
  window.fetch = function benchFetch(input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = String(
      init?.method ?? (input instanceof Request ? input.method : 'GET'),
    ).toUpperCase();
    if (!new URL(url, location.href).pathname.startsWith('/api/'))
      return realFetch.call(this, input, init);
    const started = performance.now();
    bench.api.pending++;
    const done = (status) => {
      bench.api.pending--;
      bench.api.lastEnd = performance.now();
      if (method !== 'GET')
        bench.api.writes.push({ method, url, status, started, ended: bench.api.lastEnd });
    };
    return realFetch.call(this, input, init).then(
      (response) => {
        done(response.status);
        return response;
      },
      (error) => {
        done(0);
        throw error;
      },
    );
  };

  for (const type of ['pointerdown', 'pointerup', 'input']) {
    window.addEventListener(type, (event) => (bench.events[type] = event.timeStamp), {
      capture: true,
    });
  }

  const normalize = (text) =>
    String(text)
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '');

  /** On screen and not clipped away: what is drawn at its centre is the element itself. */
  function visible(element) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight)
      return false;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  }

  /**
   * The candidates board as a user sees it: the six columns, each count in its header, and the
   * cards rendered. `ready` means every count is shown and every non-empty column shows cards: the
   * first ones it holds in view (a column may be scrolled, e.g. to a card just dropped there).
   */
  function boardState({ layout = true } = {}) {
    const group = document.querySelector('[role="group"][aria-label="Hiring stages"]');
    if (!group) return null;
    const sections = [...group.querySelectorAll('section[data-stage]')];
    const columns = {};
    let ready = sections.length === 6;
    let total = 0;
    const cards = [];
    for (const section of sections) {
      const header = section.querySelector('header') ?? section.querySelector('h2, h3');
      const match = header ? /\d[\d,]*/.exec(header.textContent ?? '') : null;
      const count = match ? Number(match[0].replace(/,/g, '')) : null;
      const links = [...section.querySelectorAll('a[href^="/candidates/"]')];
      columns[section.dataset.stage] = { count, rendered: links.length };
      for (const link of links)
        cards.push(link.closest('li, article, [data-candidate-id]') ?? link.parentElement);
      if (count === null) ready = false;
      else total += count;
      if (count !== null && count > 0 && links.length === 0) ready = false;
    }
    if (ready && layout) {
      for (const section of sections) {
        const links = [...section.querySelectorAll('a[href^="/candidates/"]')];
        if (links.length > 0 && !links.some(visible)) ready = false;
      }
    }
    return { ready, total, columns, cards };
  }
  bench.boardState = () => {
    const state = boardState();
    return state && { ready: state.ready, total: state.total, columns: state.columns };
  };

  const checks = {
    firstJobCard: () => Boolean(document.querySelector('main article h2, main article h3')),
    board: () => Boolean(boardState()?.ready),
    /** A search applied: the board is complete again and every card on it matches the term. */
    filtered: ({ term }) => {
      const state = boardState();
      if (!state?.ready || state.cards.length === 0) return false;
      const wanted = normalize(term);
      return state.cards.every((card) => normalize(card.textContent).includes(wanted));
    },
    /** A card moved: its old column counts one less, the new one one more. */
    moved: ({ from, to, fromCount, toCount }) => {
      const state = boardState({ layout: false });
      return Boolean(
        state &&
        state.columns[from]?.count === fromCount - 1 &&
        state.columns[to]?.count === toCount + 1,
      );
    },
  };

  function settle(name) {
    bench.at[name] = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.painted[name] = performance.now());
      channel.port2.postMessage(null);
    });
  }

  function poll() {
    for (const [name, { check, args }] of bench.watches) {
      let holds;
      try {
        holds = check(args);
      } catch {
        holds = false;
      }
      if (holds) {
        bench.watches.delete(name);
        settle(name);
      }
    }
    if (bench.watches.size === 0) observer.disconnect();
  }

  // DOM changes are checked as they happen; a frame loop catches what only layout changes.
  const observer = new MutationObserver(poll);
  let looping = false;
  function loop() {
    poll();
    if (bench.watches.size > 0) requestAnimationFrame(loop);
    else looping = false;
  }

  /** Starts watching a condition; `name` gets a time in `at` and `painted` once it holds. */
  bench.watch = (name, kind, args) => {
    delete bench.at[name];
    delete bench.painted[name];
    bench.watches.set(name, { check: checks[kind], args });
    observer.observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    if (!looping) {
      looping = true;
      requestAnimationFrame(loop);
    }
    poll();
  };

  if (location.pathname === '/') bench.watch('firstJobCard', 'firstJobCard');
  if (location.pathname === '/candidates') bench.watch('board', 'board');
})();
