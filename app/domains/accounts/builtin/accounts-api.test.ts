import { describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "../schema";
import { changePassword, signIn, signOut, signUp, updateName } from "./accounts-api";

const json = (body: unknown, status = 200) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    })) as unknown as typeof fetch;

describe("the accounts requests", () => {
  it("posts JSON to our accounts API and returns the signed-in user", async () => {
    const fetchImpl = vi.fn(json({ user: { name: "Ada Lovelace", email: "ada@example.com" } }));
    const result = await signUp(
      { name: "Ada Lovelace", email: "ada@example.com", password: "12345678" },
      fetchImpl,
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      "/api/auth/sign-up/email",
      expect.objectContaining({
        method: "POST",
        headers: expect.objectContaining({ "Content-Type": "application/json" }),
      }),
    );
    expect(result).toEqual({
      ok: true,
      user: {
        fullName: "Ada Lovelace",
        firstName: "Ada",
        primaryEmailAddress: "ada@example.com",
        imageUrl: null,
      },
    });
  });

  it("passes on the server's message and field errors", async () => {
    const result = await signUp(
      { name: "Ada", email: "ada@example.com", password: "12345678" },
      json(
        {
          code: "EMAIL_TAKEN",
          message: AUTH_MESSAGES.emailTaken,
          fields: { email: AUTH_MESSAGES.emailTaken },
        },
        409,
      ),
    );
    expect(result).toEqual({
      ok: false,
      kind: "rejected",
      message: AUTH_MESSAGES.emailTaken,
      fields: { email: AUTH_MESSAGES.emailTaken },
    });
  });

  it("recognises an ended session", async () => {
    const result = await updateName(
      { name: "Ada" },
      json({ code: "SIGNED_OUT", message: AUTH_MESSAGES.signedOut }, 401),
    );
    expect(result).toMatchObject({ ok: false, kind: "signed-out" });
  });

  it("says sign-in is unavailable when the service cannot be reached or fails", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    const html = (async () =>
      new Response("<h1>Bad gateway</h1>", {
        status: 502,
        headers: { "content-type": "text/html" },
      })) as typeof fetch;
    const expected = {
      ok: false,
      kind: "unavailable",
      message: AUTH_MESSAGES.unavailable,
      fields: {},
    };
    expect(await signIn({ email: "a@b.co", password: "x" }, offline)).toEqual(expected);
    expect(await signOut(html)).toEqual(expected);
    expect(
      await changePassword(
        { currentPassword: "a", newPassword: "b" },
        json({ code: "X", message: "boom" }, 500),
      ),
    ).toEqual(expected);
  });
});
