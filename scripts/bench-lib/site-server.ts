// Starting and stopping our server for the benchmarks: a production build, a free loopback port,
// a data folder of the bench's own. Nothing here listens anywhere but 127.0.0.1.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const LOOPBACK = "127.0.0.1";

/** A port the system has free on the loopback address right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, LOOPBACK, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** Builds the site with `npm run build` unless a build is there (or `force`). */
export function ensureBuild({ buildDir = "build", force = false } = {}): void {
  const ready =
    existsSync(path.join(buildDir, "server", "index.js")) &&
    existsSync(path.join(buildDir, "client", "assets"));
  if (ready && !force) return;
  console.log("Building the site (npm run build)...");
  const res = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (res.status !== 0) throw new Error("npm run build failed");
}

export interface SiteServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Throws, with what the server printed, when it has exited. */
  assertRunning(): void;
  /** The file the server prints to (one JSON line per request), in its data folder. */
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  port?: number;
  /** A build other than ./build (its client and server folders). */
  buildDir?: string;
  env?: Record<string, string>;
  /** The path that must answer 200 before the server counts as started. */
  readyPath?: string;
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

// Servers still running when the bench is interrupted are stopped with it; the exit waits a
// moment so that other handlers (chrome-launcher's closes its browser) run too.
const running = new Set<ChildProcess>();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill("SIGTERM");
    setTimeout(() => process.exit(130), 1000);
  });
}

/** The last lines of the server's log, for error messages. */
function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, "utf8").split("\n").filter(Boolean).slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/**
 * Starts `tsx server/index.ts` in production mode and waits until it answers (at most 60 s).
 * The server prints to a file in its data folder, not to this process: a request log read by
 * the process that also generates the load would take its CPU from the load generator.
 */
export async function startSiteServer(options: StartOptions): Promise<SiteServer> {
  const port = options.port ?? (await freePort());
  const logFile = path.join(options.dataDir, "server.log");
  const buildEnv = options.buildDir
    ? {
        CLIENT_DIR: path.join(options.buildDir, "client"),
        SERVER_DIR: path.join(options.buildDir, "server"),
      }
    : {};
  mkdirSync(options.dataDir, { recursive: true });
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: LOOPBACK,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      ...buildEnv,
      ...options.env,
    },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  running.add(child);
  child.once("exit", () => running.delete(child));
  const url = `http://${LOOPBACK}:${port}`;
  const assertRunning = () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server on ${url} exited (${child.signalCode ?? child.exitCode}):\n${tail(logFile)}`,
      );
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited(child);
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited while starting:\n${tail(logFile)}`);
    }
    try {
      if ((await fetch(`${url}${options.readyPath ?? "/"}`)).ok)
        return { url, port, child, logFile, assertRunning, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The server did not start within 60 s:\n${tail(logFile)}`);
}
