import { expect, test } from "./fixtures";
import { MEMBER_PASSWORD } from "./accounts";

// Sign in and Join as pages, for what needs an account without JavaScript: each comes back to
// the page that sent the visitor (`next`), keeps what was typed when refused, and never sends
// anyone to another site.

const uniqueEmail = () => `page-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
// A refused form answers with its status (400, 401): the browser logs that, as it should.
test.use({
  allowedErrors: [/Failed to load resource: the server responded with a status of 40[01]/],
});

const accountButton = (name: string) => ({ name: `Account menu for ${name}` });

test("joins on the page and comes back, signed in, to the page that sent the visitor", async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto("/join?next=%2Fjobs%3Fq%3Dlogistics");
  await expect(page.getByRole("heading", { level: 1, name: "Join ProcureConnect" })).toBeVisible();

  const form = page.getByRole("form", { name: "Join" });
  await form.getByLabel("Full name").fill("Katherine Johnson");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("short");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("Use at least 10 characters for your password.")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("Katherine Johnson");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Password").fill(MEMBER_PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/jobs\?q=logistics$/);
  await expect(
    page.getByTestId("site-header").getByRole("button", accountButton("Katherine Johnson")),
  ).toBeVisible();

  // Signed in, the page sends them straight on.
  await page.goto("/sign-in?next=%2Fvendors");
  await expect(page).toHaveURL(/\/vendors$/);
});

test("signs in on the page, says what is wrong, and switches to Join keeping next", async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail();
  // An account made outside this browser's cookies.
  const joined = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL! },
    data: { name: "Dorothy Vaughan", email, password: MEMBER_PASSWORD },
  });
  expect(joined.status()).toBe(200);

  await page.goto("/sign-in?next=%2Fnetwork%2Fmembers");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("not the password");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form.getByRole("alert")).toHaveText("The e-mail or password is incorrect.");
  await expect(form.getByLabel("Email")).toHaveValue(email);

  await form.getByLabel("Password").fill(MEMBER_PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/network\/members$/);
  await expect(
    page.getByTestId("site-header").getByRole("button", accountButton("Dorothy Vaughan")),
  ).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/sign-in?next=%2Fprojects");
  await page.getByRole("link", { name: "Join now" }).click();
  await expect(page).toHaveURL(/\/join\?next=%2Fprojects$/);
});

test("never sends a visitor to another site after signing in", async ({ page }) => {
  await page.goto("/join?next=%2F%2Fevil.example%2F");
  const form = page.getByRole("form", { name: "Join" });
  await form.getByLabel("Full name").fill("Mary Jackson");
  await form.getByLabel("Email").fill(uniqueEmail());
  await form.getByLabel("Password").fill(MEMBER_PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("refuses a sign-in posted from another site", async ({ request, baseURL }) => {
  const email = uniqueEmail();
  await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL! },
    data: { name: "Evelyn Boyd", email, password: MEMBER_PASSWORD },
  });
  const response = await request.post("/sign-in", {
    headers: { origin: "https://evil.example" },
    form: { email, password: MEMBER_PASSWORD },
    maxRedirects: 0,
  });
  // The server refuses a post from another origin before any action runs (and the
  // accounts would refuse it too: their origin check sees the same Origin header).
  expect([400, 403]).toContain(response.status());
  expect(response.headers()["set-cookie"] ?? "").not.toContain("session_token");
});
