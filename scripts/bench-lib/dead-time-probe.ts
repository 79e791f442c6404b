// The dead-time bench's probe: a fresh browser context whose page reports its first contentful
// paint and which controls the mouse reached, a check run in the page for whether an action's
// effect shows, the calibration of an action on a loaded page (where its controls are), and one
// throttled trial of it at a moment after the first paint.
import type { Browser, Locator, Page } from "@playwright/test";
import { CPU_SLOWDOWN, EFFECT_TIMEOUT_MS, SLOW_4G, type Trial } from "../bench-dead-time-lib";

/** What the page must show for an action to have taken effect, checked in the page. */
interface Expectation {
  /** Where to look: a CSS selector (the first match), or the whole body. */
  scope?: string;
  /** Texts that must be on screen (in a rendered, non-transparent element of some size). */
  shown?: string[];
  /** Texts that must not be on screen. */
  hidden?: string[];
  /** A pattern the scope's rendered text (whitespace collapsed) must match. */
  pattern?: string;
}

export interface Action {
  name: string;
  path: string;
  /** The controls to act on, found by role and label once the page has painted. */
  targets(page: Page): Locator[];
  perform(page: Page, at: { x: number; y: number }[]): Promise<void>;
  /** What the input must reach: the texts or labels of the pressed (or last hovered) elements. */
  aims: { kind: "press" | "hover"; texts: string[] };
  expect: Expectation;
  /** Fields whose value explains a failure. */
  fields?: (page: Page) => Locator[];
}

/** Runs in the page: whether the expectation holds now. */
function probe(e: Expectation): boolean {
  const scope = (e.scope && document.querySelector(e.scope)) || document.body;
  if (!scope) return false;
  const onScreen = (el: Element) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 1 &&
      box.height > 1 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const textShown = (needle: string) => {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").replace(/\s+/g, " ");
      if (text.includes(needle) && node.parentElement && onScreen(node.parentElement)) return true;
    }
    return false;
  };
  if (e.shown && !e.shown.every(textShown)) return false;
  if (e.hidden && e.hidden.some(textShown)) return false;
  if (e.pattern) {
    const text = (scope as HTMLElement).innerText.replace(/\s+/g, " ");
    if (!new RegExp(e.pattern).test(text)) return false;
  }
  return true;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Point = { x: number; y: number };

interface Probe {
  page: Page;
  /** Which elements received the presses and hovers, described by their text or label. */
  inputs: { type: string; target: string }[];
  /** When the first contentful paint happened, on this process's performance.now() clock. */
  painted: Promise<number>;
}

/** A fresh context and page that report their first contentful paint and what input reached. */
async function openProbe(browser: Browser, throttled: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const inputs: Probe["inputs"] = [];
  let onFcp: (at: number) => void = () => {};
  const painted = new Promise<number>((resolve) => (onFcp = resolve));
  // The page reports its FCP time and its clock when it reports: the difference dates the
  // paint on our clock, however late the report arrives.
  await context.exposeFunction("__benchFcp", (fcp: number, now: number) =>
    onFcp(performance.now() - (now - fcp)),
  );
  await context.exposeFunction("__benchInput", (type: string, target: string) =>
    inputs.push({ type, target }),
  );
  // tsx keeps function names through a helper (__name) that functions sent to the page call.
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  await context.addInitScript(() => {
    const w = window as unknown as {
      __benchFcp: (fcp: number, now: number) => Promise<void>;
      __benchInput: (type: string, target: string) => Promise<void>;
      __benchHydratedAt?: number;
      __benchFcpAt?: number;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name !== "first-contentful-paint") continue;
        w.__benchFcpAt = entry.startTime;
        void w.__benchFcp(entry.startTime, performance.now());
      }
    }).observe({ type: "paint", buffered: true });
    const describe = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return "";
      const labels = (target as HTMLInputElement).labels;
      const text =
        labels?.[0]?.textContent ??
        target.getAttribute("aria-label") ??
        target.closest("a, button, summary, label, [role]")?.textContent ??
        target.textContent ??
        "";
      return `${target.tagName.toLowerCase()} "${text.replace(/\s+/g, " ").trim().slice(0, 60)}"`;
    };
    for (const type of ["mousedown", "mouseover"]) {
      window.addEventListener(type, (e) => void w.__benchInput(type, describe(e.target)), true);
    }
    // The app marks <html data-hydrated> once React has hydrated (optional, for the report).
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated === "true") {
        w.__benchHydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  }
  return { context, probe: { page, inputs, painted } satisfies Probe };
}

/** Polls the page until the action's effect shows; ms after `since`, or null after the timeout. */
async function effectAfter(page: Page, action: Action, since: number): Promise<number | null> {
  const deadline = since + EFFECT_TIMEOUT_MS;
  while (performance.now() < deadline) {
    // A native link or form loads a new document: the probe simply runs again on it.
    if (await page.evaluate(probe, action.expect).catch(() => false)) {
      return performance.now() - since;
    }
    await sleep(100);
  }
  return null;
}

/** Where the input must land: the element under the pointer must be the named control. */
function missedAim(action: Action, inputs: Probe["inputs"]): string | undefined {
  const presses = inputs.filter((i) => i.type === "mousedown").map((i) => i.target);
  const hovered = inputs.filter((i) => i.type === "mouseover").map((i) => i.target);
  const landed = action.aims.kind === "press" ? presses : hovered.slice(-1);
  const wrong = action.aims.texts.findIndex((text, n) => !landed[n]?.includes(text));
  return wrong < 0 ? undefined : (landed[wrong] ?? "nothing");
}

/**
 * The action on a page that has finished loading, without throttling: it must work there, and
 * it tells where the controls are (the layout does not move after the first paint).
 */
export async function calibrate(browser: Browser, baseUrl: string, action: Action) {
  const { context, probe: p } = await openProbe(browser, false);
  try {
    await p.page.goto(`${baseUrl}${action.path}`, { waitUntil: "networkidle" });
    await sleep(500);
    const points: Point[] = [];
    for (const target of action.targets(p.page)) {
      const box = await target.boundingBox({ timeout: 10_000 });
      if (!box) throw new Error("a control is not on screen");
      points.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    }
    if (await p.page.evaluate(probe, action.expect)) throw new Error("the effect shows beforehand");
    const started = performance.now();
    await action.perform(p.page, points);
    const after = await effectAfter(p.page, action, started);
    const missed = missedAim(action, p.inputs);
    if (missed) throw new Error(`the input reached ${missed}`);
    if (after === null) throw new Error(`no effect within ${EFFECT_TIMEOUT_MS / 1000} s`);
    return points;
  } finally {
    await context.close();
  }
}

export async function trial(
  browser: Browser,
  baseUrl: string,
  action: Action,
  points: Point[],
  delay: number,
) {
  const { context, probe: p } = await openProbe(browser, true);
  try {
    void p.page.goto(`${baseUrl}${action.path}`, { waitUntil: "commit" }).catch(() => {});
    const fcp = await Promise.race([
      p.painted,
      sleep(60_000).then(() => {
        throw new Error(`No first contentful paint on ${action.path} within 60 s`);
      }),
    ]);
    const wait = fcp + delay - performance.now();
    if (wait > 0) await sleep(wait);
    const actedAt = performance.now() - fcp;
    const started = performance.now();
    await action.perform(p.page, points);
    const after = await effectAfter(p.page, action, started);
    let note: string | undefined;
    if (after === null) {
      const values = await Promise.all(
        (action.fields?.(p.page) ?? []).map((f) =>
          f.inputValue({ timeout: 2000 }).catch(() => "?"),
        ),
      );
      const url = new URL(p.page.url());
      note = values.length
        ? `fields hold ${values.map((v) => JSON.stringify(v)).join(", ")}`
        : `at ${url.pathname}${url.search}`;
    }
    const hydrated = await p.page
      .evaluate(() => {
        const w = window as unknown as { __benchHydratedAt?: number; __benchFcpAt?: number };
        return w.__benchHydratedAt !== undefined && w.__benchFcpAt !== undefined
          ? w.__benchHydratedAt - w.__benchFcpAt
          : null;
      })
      .catch(() => null);
    const t: Trial = {
      action: action.name,
      delay,
      actedAt,
      effectAfter: after,
      note,
      missed: missedAim(action, p.inputs),
    };
    return { trial: t, hydrated };
  } finally {
    await context.close();
  }
}
