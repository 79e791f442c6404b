import { describe, expect, it } from "vitest";
import { loadConfig, originOf } from "./config";

describe("loadConfig", () => {
  it("defaults to port 3000 on all interfaces, with data inside the project", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe("/srv/app/data");
    expect(config.clientDir).toBe("/srv/app/build/client");
    expect(config.connectOrigins).toEqual([]);
  });

  it("reads PORT, HOST and DATA_DIR", () => {
    const config = loadConfig({ PORT: "8080", HOST: "127.0.0.1", DATA_DIR: "/var/pc" }, "/srv");
    expect(config).toMatchObject({ port: 8080, host: "127.0.0.1", dataDir: "/var/pc" });
  });

  it("refuses a junk PORT with a clear message", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("bounds renders at 2 in flight and 16 waiting unless told, and refuses junk", () => {
    expect(loadConfig({})).toMatchObject({ renderConcurrency: 2, renderQueue: 16 });
    expect(loadConfig({ RENDER_CONCURRENCY: "4", RENDER_QUEUE: "0" })).toMatchObject({
      renderConcurrency: 4,
      renderQueue: 0,
    });
    expect(() => loadConfig({ RENDER_CONCURRENCY: "0" })).toThrow(/RENDER_CONCURRENCY/);
    expect(() => loadConfig({ RENDER_QUEUE: "lots" })).toThrow(/RENDER_QUEUE must be a whole/);
  });

  it("runs one server process unless WEB_CONCURRENCY says more, and refuses junk", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "2" }).webConcurrency).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY must be a whole/);
  });

  it("gives requests under way 10 s after SIGTERM unless DRAIN_WINDOW_MS says otherwise", () => {
    expect(loadConfig({}).drainMs).toBe(10_000);
    expect(loadConfig({ DRAIN_WINDOW_MS: "25000" }).drainMs).toBe(25_000);
    expect(() => loadConfig({ DRAIN_WINDOW_MS: "soon" })).toThrow(
      /DRAIN_WINDOW_MS must be a whole/,
    );
  });

  it("allows a form endpoint on another origin in the security policy", () => {
    const config = loadConfig({ VITE_FORM_ENDPOINT: "https://forms.example/ajax" });
    expect(config.connectOrigins).toEqual(["https://forms.example"]);
  });
});

describe("the public origin", () => {
  it("is SITE_URL (or VITE_SITE_URL), else http://localhost on our port when no mail is sent", () => {
    expect(loadConfig({ SITE_URL: "https://procure.example/" }).siteOrigin).toBe(
      "https://procure.example",
    );
    expect(loadConfig({ VITE_SITE_URL: "https://procure.example/" }).siteOrigin).toBe(
      "https://procure.example",
    );
    expect(
      loadConfig({ SITE_URL: "https://buyers.example", VITE_SITE_URL: "http://localhost:3000" })
        .siteOrigin,
    ).toBe("https://buyers.example");
    expect(loadConfig({ PORT: "8080" }).siteOrigin).toBe("http://localhost:8080");
  });

  it("must be set when mail is configured: links in e-mails come from configuration only", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example:587" })).toThrow(
      /SMTP_URL is set but SITE_URL is not/,
    );
    expect(
      loadConfig({ SMTP_URL: "smtp://mail.example:587", VITE_SITE_URL: "https://procure.example" })
        .siteOrigin,
    ).toBe("https://procure.example");
  });

  it("lets pages of the configured public host post to route actions, and no other", () => {
    expect(loadConfig({ VITE_SITE_URL: "https://procure.example/" }).actionOrigins).toEqual([
      "procure.example",
    ]);
    expect(loadConfig({ SITE_URL: "https://procure.example:8443" }).actionOrigins).toEqual([
      "procure.example:8443",
    ]);
    // The localhost default is not a configured origin: only the request's own origin posts.
    expect(loadConfig({}).actionOrigins).toEqual([]);
  });

  it("must be an http or https address", () => {
    expect(() => loadConfig({ VITE_SITE_URL: "ftp://procure.example" })).toThrow(/VITE_SITE_URL/);
  });
});

describe("originOf", () => {
  it("ignores same-origin paths and unset values", () => {
    expect(originOf(undefined)).toBeUndefined();
    expect(originOf("/api/forms")).toBeUndefined();
  });
});
