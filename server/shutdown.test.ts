import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { keepBusy, startServerProcess } from "./process-testing";
import { makeTestServerBuild, makeTestSite } from "./test-site";

describe("server process", () => {
  it("serves on PORT and HOST and exits cleanly on SIGTERM", async () => {
    const port = 43000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        CLIENT_DIR: makeTestSite(),
        SERVER_DIR: makeTestServerBuild(),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    await expect
      .poll(() => output, { timeout: 45_000 })
      .toContain(`serving on http://127.0.0.1:${port}`);
    const res = await fetch(`http://127.0.0.1:${port}/favicon.svg`);
    expect(res.status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(output).toContain("SIGTERM received");
  }, 60_000);

  it("refuses to start with mail configured but no public origin, and says why", async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      CLIENT_DIR: makeTestSite(),
    };
    delete env.VITE_SITE_URL;
    delete env.SITE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...env, SMTP_URL: "smtp://127.0.0.1:2525" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("SMTP_URL is set but SITE_URL is not");
    expect(output).not.toContain("serving on");
  }, 30_000);
});

describe("stopping under keep-alive load", () => {
  const DRAIN_MS = 8_000;

  /**
   * Keeps the server busy (readers and slow uploads over keep-alive connections), sends SIGTERM
   * after `warmMs`, and returns what the clients saw and how the process ended.
   */
  async function stopUnderLoad(env: NodeJS.ProcessEnv) {
    const server = await startServerProcess({ DRAIN_WINDOW_MS: String(DRAIN_MS), ...env });
    let running = true;
    const load = keepBusy(server.port, { running: () => running });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const exit = await Promise.race([
      server.exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), DRAIN_MS + 8_000)),
    ]);
    const exitMs = Date.now() - signalledAt;
    running = false;
    if (!exit) server.child.kill("SIGKILL");
    await load.done;
    return { exit, exitMs, outcomes: load.outcomes, signalledAt, output: server.output() };
  }

  function expectNothingCut({
    exit,
    exitMs,
    outcomes,
    signalledAt,
    output,
  }: Awaited<ReturnType<typeof stopUnderLoad>>) {
    expect(exit, output).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(DRAIN_MS);
    // No request was cut: every one was answered whole, or never taken (its connection refused).
    const cut = outcomes.filter((o) => o.error && o.cut);
    expect(cut, JSON.stringify({ signalledAt, cut, n: outcomes.length })).toEqual([]);
    const answered = outcomes.filter((o) => !o.error);
    expect(answered.every((o) => o.complete)).toBe(true);
    // Uploads under way at the signal finished and were answered.
    expect(answered.some((o) => o.upload && o.at < signalledAt && o.status === 200)).toBe(true);
    // Once stopping, answers close their connection: no keep-alive connection stays open.
    const late = answered.filter((o) => o.at > signalledAt + 100);
    expect(late.every((o) => o.closes)).toBe(true);
    expect(outcomes.filter((o) => o.error === "ECONNREFUSED").length).toBeGreaterThan(0);
    // A process's own count: none had a request still running when it closed.
    expect(output).not.toContain("were cut");
    expect(output).toContain("SIGTERM received");
    expect(output).toContain("database and connections closed");
  }

  // Once more on a loaded machine, where a process's start or its drain can be slow.
  it(
    "finishes the requests under way, closes keep-alive connections and its pools, and exits 0 within the drain window",
    {
      timeout: 90_000,
      retry: 1,
    },
    async () => {
      expectNothingCut(await stopUnderLoad({}));
    },
  );

  it(
    "does the same with two processes: the first passes SIGTERM on and exits 0 once both have",
    { timeout: 150_000, retry: 1 },
    async () => {
      expectNothingCut(await stopUnderLoad({ WEB_CONCURRENCY: "2" }));
    },
  );
});
