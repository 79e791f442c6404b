import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// A server of our own for tests that change data other tests count: the production build on a
// free loopback port, with a fresh data folder.

export interface OwnServer {
  url: string;
  dataDir: string;
  /** The server's process (with WEB_CONCURRENCY, the first of them). */
  pid: number;
  /** What it has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startOwnServer(
  env: Record<string, string> = {},
  /** How long it may take to start (a busy machine builds nothing but starts slowly). */
  startMs = 30_000,
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pc-e2e-"));
  // The compiled server, as `npm start` runs it: it starts in a fraction of tsx's time.
  const child = spawn(process.execPath, ["build/server-app/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      // Members publish as soon as they join, as the specs written before e-mail confirmation
      // expect, even with SMTP_URL set; a spec about confirmation sets it to "1".
      REQUIRE_VERIFIED_EMAIL: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), startMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /serving on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    dataDir,
    pid: child.pid!,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
