import { expect } from "vitest";
import { seedSampleData } from "./db/seed";
import { createAccounts, type BackendName, type TestAccount } from "./db/testing";
import { formData, post, startInbox, type FilePart, type TestInbox } from "./inbox/testing";
import { companyRouter, type OwnerNotice } from "../app/domains/requests/index.server";

// Helpers for the tests of requests to the network's companies: our inbox on a real port with
// the sample data, routing requests to their company's owner
// (app/domains/requests/router.server.ts).

export interface CompanyInboxOptions {
  backend?: BackendName;
  /** The accounts there are (owners, buyers, strangers). */
  accounts: readonly TestAccount[];
  /** Which account owns which sample company: vendor id to account id. */
  owners: Record<string, string>;
  /** The member whose requests carry the cookie `member=buyer`. */
  buyer: { id: string; email: string; emailVerified?: boolean };
  /** A member who has not confirmed their address, sending with the cookie `member=unconfirmed`. */
  unconfirmed?: { id: string; email: string; emailVerified: false };
  /** Whether members must have confirmed their address to send a request (read each time). */
  requireVerified?: () => boolean;
  notifyOwner: (notice: OwnerNotice) => void;
}

/** The inbox, its database seeded, with the accounts and owners given, requests routed. */
export async function startCompanyInbox(options: CompanyInboxOptions): Promise<TestInbox> {
  // The router needs the database the inbox opens: start it, then set the router's database.
  let router: ReturnType<typeof companyRouter> | null = null;
  const inbox = await startInbox(
    {
      smtpUrl: null,
      router: {
        addressOf: (...args) => router!.addressOf(...args),
        stored: (...args) => router!.stored?.(...args),
      },
    },
    options.backend,
  );
  const { db } = inbox;
  await seedSampleData(db);
  await createAccounts(db, options.accounts);
  for (const [vendorId, ownerId] of Object.entries(options.owners)) {
    await db.updateTable("vendors").set({ owner_id: ownerId }).where("id", "=", vendorId).execute();
  }
  router = companyRouter({
    db,
    memberOf: async (headers) => {
      const cookie = headers.get("cookie") ?? "";
      if (options.unconfirmed && cookie.includes("member=unconfirmed")) return options.unconfirmed;
      return cookie.includes("member=buyer") ? options.buyer : null;
    },
    get requireVerified() {
      return options.requireVerified?.() ?? false;
    },
    notifyOwner: options.notifyOwner,
  });
  return inbox;
}

/** Sends a form to the inbox (as the signed-in buyer with `cookie`); the id it was stored under. */
export async function sendRequest(
  inbox: TestInbox,
  fields: Record<string, string>,
  { files = [], cookie = "" }: { files?: FilePart[]; cookie?: string } = {},
): Promise<string> {
  const result = await post(inbox.endpoint(), formData(fields, files), cookie ? { cookie } : {});
  expect(result.json.success).toBe("true");
  const [latest] = await inbox.store.list({ limit: 1 });
  return latest!.id;
}
