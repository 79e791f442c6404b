import type { AuthUserView } from "../user-view";

// Who is signed in, if anyone, as the accounts API tells it: asked when a visitor reaches for
// Sign In or Join (is the service up?), and read the same way from the API's answers. Plain
// fetch, so the first load carries no auth library.

export const ACCOUNTS_API = "/api/auth";

export type SessionCheck =
  { reachable: true; user: AuthUserView | null } | { reachable: false; user: null };

const present = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : null;

/**
 * The view of the user an accounts answer describes, if any. Our accounts keep one name, as
 * typed at sign-up: the first name is its first word.
 */
export function userFromBody(body: unknown): AuthUserView | null {
  const user = (body as { user?: Record<string, unknown> } | null)?.user;
  const email = present(user?.email);
  if (!user || !email) return null;
  const fullName = present(user.name);
  return {
    fullName,
    firstName: fullName?.split(/\s+/)[0] ?? null,
    primaryEmailAddress: email,
    imageUrl: present(user.image),
  };
}

export async function checkSession(fetchImpl: typeof fetch = fetch): Promise<SessionCheck> {
  try {
    const res = await fetchImpl(`${ACCOUNTS_API}/get-session`, {
      headers: { Accept: "application/json" },
      cache: "no-store",
    });
    if (!res.ok || !res.headers.get("content-type")?.includes("json")) {
      return { reachable: false, user: null };
    }
    return { reachable: true, user: userFromBody(await res.json()) };
  } catch {
    return { reachable: false, user: null };
  }
}
