import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, isAccountMail, openMailingSite, type MailingSite } from "./site";

// A signed-in member's request to a company carries the account's identity (docs/decisions/231):
// the forms say "Sent as <name> (<email>)" instead of asking, and a name or e-mail posted anyway
// is ignored: the company sees the account, is told of it, and its reply goes to the account.

const unique = () => randomBytes(4).toString("hex");

describe.each(BACKENDS)("a signed-in member's request on %s", (backend) => {
  let site: MailingSite;
  beforeAll(async () => {
    site = await openMailingSite(backend);
  });
  afterAll(() => site?.close());

  const notices = (email: string) => site.mailbox.to(email).filter((m) => !isAccountMail(m));

  it("carries the account's name and e-mail, whatever was posted, to the company and its reply", async () => {
    const slug = "alderpoint-advisory";
    const owner = await site.member("Ada Owner");
    expect(await createRepository(site.db).vendors.assignOwner(slug, owner.email)).toBe("done");
    const member = await site.member("Mia Member");
    const fake = { name: "Faker McFake", email: `fake.${unique()}@example.com` };

    // Both forms say who sends it and ask for no name or e-mail.
    for (const form of ["contact", "quote"]) {
      const page = await member.get(`/vendors/${slug}/${form}`);
      expect(page.text).toContain(`Sent as ${member.name} (${member.email})`);
      expect(page.screen.queryByLabelText(/^Name/)).toBeNull();
      expect(page.screen.queryByLabelText(/^Email/)).toBeNull();
    }

    // A post that types another name and address anyway.
    const page = await member.get(`/vendors/${slug}/contact`);
    const { form, button } = page.formWithButton("Send Message");
    const message = `Weekly reefer space? ${unique()}`;
    const sent = await member.submit(page, form, { ...fake, message }, button);
    expect(sent.text).toContain("Message sent successfully!");

    // The company's notice, and the request, name the account.
    const [told] = await site.until(() => notices(owner.email).length > 0 && notices(owner.email));
    expect(told!.text).not.toContain(fake.name);
    const path = /\/account\/inbox\/[0-9A-Z]{26}/.exec(told!.text)![0];
    const request = await owner.get(path);
    const who = request.screen.getByRole("region", { name: "Who sent it" }).textContent;
    expect(who).toContain(member.name);
    expect(who).toContain(member.email);
    expect(request.text).not.toContain(fake.name);
    expect(request.text).not.toContain(fake.email);

    // The reply goes to the account's address, and nothing to the typed one.
    await owner.press(request, "Send reply", { Reply: "Tuesdays and Fridays." });
    const [reply] = await site.until(
      () => notices(member.email).length > 0 && notices(member.email),
    );
    expect(reply!.text).toContain("Tuesdays and Fridays.");
    expect(reply!.text).toContain(`/account/requests/${path.split("/").at(-1)}`);
    expect(site.mailbox.to(fake.email)).toHaveLength(0);
  });
});
