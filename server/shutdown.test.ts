import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
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
