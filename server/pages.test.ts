import { once } from "node:events";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { serveApp } from "./http-server";
import type { LoadContext } from "./load-context";
import { canonicalPath, reactRouterRenderer } from "./pages";
import { StaticSite } from "./static-site";
import { makeTestSite } from "./test-site";

// The pages through React Router's own request handler: the refusal of posts from another
// origin (ours, before the body is read, for every route, resource routes included), as it meets
// a TLS proxy in front of us, and our canonical-path redirect.

/** A one-route build: a page whose action counts its calls. */
function testBuild(actions: string[]): ServerBuild {
  const page = {
    default: () => null,
    action: async ({ request }: { request: Request }) => {
      actions.push(new URL(request.url).origin);
      return { ok: true };
    },
    loader: async () => ({ title: "Register" }),
  };
  return {
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/register": {
        id: "routes/register",
        parentId: "root",
        path: "register",
        module: page,
      },
      // A resource route (no component): React Router does not check its posts' origin.
      "routes/save": {
        id: "routes/save",
        parentId: "root",
        path: "save",
        module: { action: page.action },
      },
    },
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response("<!DOCTYPE html><title>Register</title>", {
            status,
            headers: { ...Object.fromEntries(headers), "Content-Type": "text/html" },
          }),
        // React Router logs each refusal through this; the tests read the answers instead.
        handleError: () => {},
      },
    },
    assets: {
      routes: {},
      entry: { module: "/assets/entry.js", imports: [] },
      url: "/assets/manifest.js",
      version: "1",
    },
    future: {},
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    basename: "/",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

async function appFor(env: NodeJS.ProcessEnv, actions: string[]): Promise<Hono> {
  const clientDir = makeTestSite();
  const config = { ...loadConfig(env, "/"), clientDir };
  return createApp({
    config,
    site: await StaticSite.load(clientDir),
    pages: {
      cache: null,
      hasSession: () => false,
      context: async () => ({}) as LoadContext,
      render: reactRouterRenderer(testBuild(actions), {
        actionOrigins: config.actionOrigins,
        mode: "production",
      }),
    },
  });
}

/** A form post as a browser sends it through the proxy: the proxy speaks http to us. */
const post = (app: Hono, path: string, headers: Record<string, string>) =>
  app.request(`http://procure.example${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "name=Acme",
  });

const BEHIND_PROXY = { TRUST_PROXY: "1" };
const FROM_PROXY = { "X-Forwarded-Proto": "https", Host: "procure.example" };

describe("route actions behind a TLS proxy", () => {
  it("accept a form from the public origin when TRUST_PROXY=1 and the proxy says https", async () => {
    const actions: string[] = [];
    const app = await appFor(BEHIND_PROXY, actions);
    for (const path of ["/register", "/register.data"]) {
      const res = await post(app, path, { ...FROM_PROXY, Origin: "https://procure.example" });
      expect(res.status, path).toBe(200);
    }
    // The action saw the address the visitor used.
    expect(actions).toEqual(["https://procure.example", "https://procure.example"]);
  });

  it("still refuse a form posted from a foreign origin", async () => {
    const actions: string[] = [];
    const app = await appFor(BEHIND_PROXY, actions);
    for (const origin of ["https://evil.example", "http://procure.example.evil", "null"]) {
      for (const path of ["/register", "/register.data"]) {
        const res = await post(app, path, { ...FROM_PROXY, Origin: origin });
        expect(res.status, `${origin} ${path}`).toBe(403);
      }
    }
    expect(actions).toEqual([]);
  });

  it("do not take the protocol from a client when no proxy is trusted", async () => {
    const actions: string[] = [];
    const app = await appFor({}, actions);
    const res = await post(app, "/register", { ...FROM_PROXY, Origin: "https://procure.example" });
    expect(res.status).toBe(403);
    const own = await post(app, "/register", { Origin: "http://procure.example" });
    expect(own.status).toBe(200);
    expect(actions).toEqual(["http://procure.example"]);
  });

  it("accept the configured public origin when the proxy rewrites the Host, and no other", async () => {
    const actions: string[] = [];
    const app = await appFor({ VITE_SITE_URL: "https://procure.example" }, actions);
    const internal = (origin: string) =>
      app.request("http://127.0.0.1:3000/register", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: "name=Acme",
      });
    expect((await internal("https://procure.example")).status).toBe(200);
    expect((await internal("https://evil.example")).status).toBe(403);
    expect((await internal("https://sub.procure.example")).status).toBe(403);
    expect(actions).toHaveLength(1);
  });
});

describe("posts to resource routes", () => {
  it("are refused from another origin before anything runs, and taken from our own", async () => {
    const actions: string[] = [];
    const app = await appFor(BEHIND_PROXY, actions);
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      const res = await post(app, "/save", { ...FROM_PROXY, Origin: origin });
      expect(res.status, origin).toBe(403);
      expect(await res.text()).toBe("Posts come from ProcureConnect's own pages.");
    }
    expect(actions).toEqual([]);
    const own = await post(app, "/save", { ...FROM_PROXY, Origin: "https://procure.example" });
    expect(own.status).toBe(200);
    // A client that sends no Origin (not a browser) is not a cross-site form.
    expect((await post(app, "/save", FROM_PROXY)).status).toBe(200);
    expect(actions).toHaveLength(2);
  });
});

describe("canonical paths", () => {
  it("drop trailing slashes and extra leading ones, never making another host's address", () => {
    expect(canonicalPath("/")).toBeNull();
    expect(canonicalPath("/vendors")).toBeNull();
    expect(canonicalPath("/vendors/")).toBe("/vendors");
    expect(canonicalPath("//evil.example/")).toBe("/evil.example");
    expect(canonicalPath("///evil.example/")).toBe("/evil.example");
    expect(canonicalPath("//evil.example")).toBe("/evil.example");
    expect(canonicalPath("//")).toBe("/");
  });

  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it("are what the server answers on the wire for //host/ and ///host/", async () => {
    const app = await appFor({}, []);
    const server = serveApp({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    close = () => {
      server.close();
      server.closeAllConnections();
    };
    const { port } = server.address() as AddressInfo;
    const locationOf = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on("error", reject);
        req.end();
      });
    for (const path of ["//evil.example/", "///evil.example/", "//evil.example/?q=1"]) {
      const { status, location } = await locationOf(path);
      expect(status, path).toBe(308);
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(location, path).not.toContain("//");
    }
    // A backslash is not a valid request target: refused before any route, never redirected.
    expect(await locationOf("/\\evil.example/")).toEqual({ status: 400, location: undefined });
    expect(await locationOf("//evil.example/?q=1")).toEqual({
      status: 308,
      location: "/evil.example?q=1",
    });
  });
});

describe("/__manifest", () => {
  it("answers a stale version as React Router's client expects: 204, reload, with security headers", async () => {
    const app = await appFor({}, []);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    const res = await app.request("http://procure.example/__manifest?version=0&paths=/register");
    expect(res.status).toBe(204);
    expect(res.headers.get("x-remix-reload-document")).toBe("true");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe("");
    expect(errors).toEqual([]);
    spy.mockRestore();
  });

  it("answers the current version with the routes' patches", async () => {
    const app = await appFor({}, []);
    const res = await app.request("http://procure.example/__manifest?version=1&paths=/register");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("renderLane", () => {
  it("sends a search with words down the expensive lane, whatever the path's case or encoding", async () => {
    const { renderLane } = await import("./pages");
    const lane = (path: string) => renderLane(new URL(`http://procure.test${path}`));
    for (const path of [
      "/search?q=steel",
      "/SEARCH?q=steel",
      "/%73earch?q=steel",
      "/search.data?q=x",
    ])
      expect(lane(path), path).toBe("expensive");
    for (const path of [
      "/search",
      "/search?q=%20",
      "/vendors?q=steel",
      "/account",
      "/search/suggest?q=s",
    ])
      expect(lane(path), path).toBe("page");
  });
});
