import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { makeTestSite } from "./test-site";

describe("server process", () => {
  it("serves on PORT and HOST and exits cleanly on SIGTERM", async () => {
    const port = 43000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", CLIENT_DIR: makeTestSite() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    await expect
      .poll(() => output, { timeout: 15_000 })
      .toContain(`serving on http://127.0.0.1:${port}`);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(output).toContain("SIGTERM received");
  }, 30_000);
});
