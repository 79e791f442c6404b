import { describe, expect, it, vi } from "vitest";
import { checkSession, userFromBody } from "./session";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

describe("userFromBody", () => {
  it("describes the signed-in account, with its first word as the first name", () => {
    expect(
      userFromBody({ user: { name: " Ada Lovelace ", email: "ada@example.com", image: null } }),
    ).toEqual({
      fullName: "Ada Lovelace",
      firstName: "Ada",
      primaryEmailAddress: "ada@example.com",
      imageUrl: null,
    });
  });

  it("leaves the names empty for an account without one", () => {
    const view = userFromBody({ user: { name: "", email: "ada@example.com", image: "" } });
    expect(view).toMatchObject({ fullName: null, firstName: null, imageUrl: null });
  });

  it("reads no user from an empty or malformed answer", () => {
    expect(userFromBody({ user: null })).toBeNull();
    expect(userFromBody(null)).toBeNull();
    expect(userFromBody({ user: { name: "No e-mail" } })).toBeNull();
  });
});

describe("checkSession", () => {
  it("reports the signed-in user", async () => {
    const fetchImpl = vi.fn(async () =>
      json({ user: { name: "Ada", email: "ada@example.com", image: null } }),
    );
    const result = await checkSession(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith("/api/auth/get-session", expect.anything());
    expect(result).toMatchObject({ reachable: true, user: { fullName: "Ada" } });
  });

  it("reports a signed-out visitor", async () => {
    const result = await checkSession((async () => json({ user: null })) as typeof fetch);
    expect(result).toEqual({ reachable: true, user: null });
  });

  it("reports the service unreachable on a network error, an error status or a non-JSON page", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    const down = (async () => json({ message: "down" }, 503)) as typeof fetch;
    const html = (async () =>
      new Response("<!doctype html>", {
        headers: { "content-type": "text/html" },
      })) as typeof fetch;
    for (const f of [offline, down, html]) {
      expect(await checkSession(f)).toEqual({ reachable: false, user: null });
    }
  });
});
