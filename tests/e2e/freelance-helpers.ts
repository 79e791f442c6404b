import type { Browser } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { expect, memberPage, withRepo } from "./claims-helpers";
import type { OwnServer } from "./own-server";

// Freelance work's browser specs (issue 30) on a server of their own: a poster who owns an
// approved company, and a published post of theirs, set through the data layer.

export async function accountId(server: OwnServer, email: string): Promise<string> {
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const row = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

/** A member who owns an approved company (a sample vendor handed to them), and their page. */
export async function poster(browser: Browser, server: OwnServer, js: boolean) {
  const { page, member } = await memberPage(browser, server, "Pia Poster", {
    javaScriptEnabled: js,
  });
  await withRepo(server, async (repo) => {
    expect(await repo.vendors.assignOwner("lumenstack-technologies", member.email)).toBe("done");
  });
  return { page, id: await accountId(server, member.email) };
}

/** A published post of the poster's, through the data layer; with Ada's proposal when given. */
export async function publishedPost(
  server: OwnServer,
  ownerId: string,
  title: string,
  ada?: { id: string; name: string },
) {
  return withRepo(server, async (repo) => {
    const [company] = await repo.hiring.companiesOf(ownerId);
    const id = await repo.freelance.create(
      ownerId,
      {
        companyId: company!.id,
        title,
        description:
          "Build our **supplier scorecard** in a spreadsheet.\n\n- weights\n- a dashboard",
        category: "Technology",
        skills: ["Excel", "Supplier scorecards"],
        isRemote: true,
        location: "Remote",
        budgetType: "fixed",
        budget: 2500,
        duration: "Less than 1 month",
        closesOn: "2099-12-31",
      },
      true,
    );
    if (ada) {
      const sent = await repo.freelance.propose(
        ada,
        id!,
        { price: 2300, timelineDays: 10, message: "I built scorecards for three distributors." },
        [],
      );
      expect(sent.ok).toBe(true);
    }
    return id!;
  });
}

export const PDF = {
  name: "portfolio.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};
