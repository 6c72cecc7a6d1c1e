// What the benchmark measures inside the page. Playwright serialises each function: none may reach
// anything outside its own body.
/* global window, document, requestAnimationFrame, MutationObserver */

/**
 * An init script: notes when the first feed row is in the DOM and when the frame showing it has
 * been painted (the task after that frame's rendering update), both from navigation start.
 */
export function watchFirstFeedRow() {
  const firstRow = { inDomMs: null, paintedMs: null, rowsRendered: null, footer: null };
  window.__benchFirstRow = firstRow;
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="feed-row"]')) return;
    observer.disconnect();
    firstRow.inDomMs = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        firstRow.paintedMs = performance.now();
        firstRow.rowsRendered = document.querySelectorAll('[data-testid="feed-row"]').length;
        firstRow.footer = document.querySelector('section[aria-label="Live feed"] footer')?.textContent.trim();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
}

/** The first feed row's timings, once its frame has been painted; else null. */
export function firstRowPainted() {
  return window.__benchFirstRow?.paintedMs != null ? window.__benchFirstRow : null;
}

/** Scrolls the feed to `top` px and resolves once two frames have shown it. */
export function scrollFeedTo(top) {
  document.querySelector('[data-testid="feed-list"]').scrollTop = top;
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Whether the footer says the feed follows live events (the guard is at the top). */
export function followingLive() {
  return document.querySelector('section[aria-label="Live feed"] footer')?.textContent.includes('following live');
}

/**
 * Runs for durationMs and returns the wall-clock time (performance.now()) at which each animation
 * frame callback ran; in every frame it scrolls, or every arriveEvery ms new events arrive.
 * (Headless Chromium's rAF timestamps are no use here: they advance 16.7 ms per frame whatever
 * blocks the main thread, and frames held up by a long task then run back to back.)
 * @param {{ durationMs: number, action: 'scroll' | 'arrive', scrollStepPx?: number, arriveEvery?: number, arriveCount?: number }} plan
 */
export function recordFrames(plan) {
  const scroller = document.querySelector('[data-testid="feed-list"]');
  const backend = window.__benchBackend;
  return new Promise((resolve) => {
    const frameTimes = [];
    let arrived = 0;
    let newestId = null;
    const timer =
      plan.action === 'arrive'
        ? setInterval(() => {
            newestId = backend.arrive(plan.arriveCount);
            arrived += plan.arriveCount;
          }, plan.arriveEvery)
        : null;
    const frame = () => {
      const now = performance.now();
      frameTimes.push(now);
      if (now - frameTimes[0] >= plan.durationMs) {
        if (timer) clearInterval(timer);
        resolve({ frameTimes, arrived, newestId });
        return;
      }
      if (plan.action === 'scroll') scroller.scrollTop += plan.scrollStepPx;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Scrolls to the end until the feed holds `wanted` rows (each end reached loads an older page). */
export async function fillFeed(wanted) {
  const scroller = document.querySelector('[data-testid="feed-list"]');
  const footer = document.querySelector('section[aria-label="Live feed"] footer');
  const held = () => Number(/[\d,]+/.exec(footer.textContent)[0].replace(/,/g, ''));
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const started = performance.now();
  let pages = 0;
  let stuckSince = performance.now();
  let before = held();
  while (held() < wanted) {
    scroller.scrollTop = scroller.scrollHeight;
    await nextFrame();
    if (held() > before) {
      pages += 1;
      before = held();
      stuckSince = performance.now();
    } else if (performance.now() - stuckSince > 10_000) {
      break;
    }
  }
  return { held: held(), pages, ms: performance.now() - started };
}

/** What the feed shows now: the rows in the DOM, the first row's id and the footer line. */
export function feedState() {
  const rows = [...document.querySelectorAll('[data-testid="feed-row"]')];
  const scroller = document.querySelector('[data-testid="feed-list"]');
  const box = scroller.getBoundingClientRect();
  const visible = rows.filter((row) => {
    const r = row.getBoundingClientRect();
    return r.bottom > box.top && r.top < box.bottom;
  });
  const footer = document.querySelector('section[aria-label="Live feed"] footer');
  return {
    rowsInDom: rows.length,
    rowsVisible: visible.length,
    firstVisibleId: Number(visible[0]?.dataset.eventId ?? NaN),
    scrollTop: scroller.scrollTop,
    scrollHeight: scroller.scrollHeight,
    footer: footer.textContent.replace(/\s+/g, ' ').trim(),
  };
}

/**
 * Raises `count` critical alarms one after another (a forced door stored and pushed as the core
 * does) and times each from the push to the painted frame whose critical strip names it.
 */
export async function alarmLatencies(count) {
  const painted = (key) =>
    new Promise((resolve) => {
      const shown = () => document.querySelector(`[data-testid="critical-strip"] [data-alert-key="${key}"]`);
      const whenPainted = () =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        whenPainted();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      if (shown()) {
        observer.disconnect();
        whenPainted();
      }
    });
  const samples = [];
  for (let n = 0; n < count; n++) {
    const startedMs = performance.now();
    const key = window.__benchBackend.raiseCritical();
    samples.push((await painted(key)) - startedMs);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return samples;
}

/**
 * Pushes `count` events every `every` ms for `durationMs`, acknowledging every alarm each
 * `acknowledgeEvery` ms and at the end, as a guard at the desk would; resolves with how many arrived.
 * @param {{ durationMs: number, every: number, count: number, acknowledgeEvery: number }} plan
 */
export function pushEvents(plan) {
  const backend = window.__benchBackend;
  return new Promise((resolve) => {
    let arrived = 0;
    const started = performance.now();
    let acknowledgedAt = started;
    const timer = setInterval(() => {
      backend.arrive(plan.count);
      arrived += plan.count;
      const now = performance.now();
      if (now - acknowledgedAt >= plan.acknowledgeEvery) {
        backend.acknowledgeAll();
        acknowledgedAt = now;
      }
      if (now - started >= plan.durationMs) {
        clearInterval(timer);
        backend.acknowledgeAll();
        resolve(arrived);
      }
    }, plan.every);
  });
}
