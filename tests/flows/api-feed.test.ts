import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectValidOcds } from "../../app/lib/ocds-schema.testing";
import { createRepository } from "../../server/db/repository";
import { createWebhookSender, queueWebhookEvent } from "../../server/webhooks/deliveries";
import { documented } from "./api-schema";
import { BACKENDS, openSite, type Site } from "./site";

// The change feed, the OCDS bulk files and a company's webhooks page through the built site
// (issue 45 items 3-5): every API answer checked against the OpenAPI document (its operation,
// status, media type and schema: api-schema.ts), the packages against OCDS, the page refused to
// other members.

const COMPANY = { slug: "lumenstack-technologies" };
const today = () => new Date().toISOString().slice(0, 10);

describe.each(BACKENDS)("the API's feed, bulk files and webhooks on %s", (backend) => {
  let site: Site;
  let local: string | undefined;
  beforeAll(async () => {
    local = process.env.WEBHOOK_LOCAL_URLS;
    process.env.WEBHOOK_LOCAL_URLS = "1";
    site = await openSite(backend);
  });
  afterAll(async () => {
    if (local === undefined) delete process.env.WEBHOOK_LOCAL_URLS;
    else process.env.WEBHOOK_LOCAL_URLS = local;
    await site?.close();
  });

  async function tender(buyerId: string, title: string, visibility: "public" | "invited") {
    return createRepository(site.db).tenders.create(
      { id: buyerId },
      {
        title,
        description: "Racks, installed.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility,
        buyerName: "Bea Feeds",
        questionDeadline: "2030-01-01T12:00:00.000Z",
        bidDeadline: "2030-01-02T12:00:00.000Z",
        standstillDays: 0,
        items: [{ item: "Rack", quantity: 4, unit: "piece", specification: "" }],
        criteria: [],
      },
      [],
      { publish: true },
    );
  }

  const json = async (path: string) => {
    const response = await site.visitor().fetch(path);
    return { status: response.status, body: await documented("GET", path, response) };
  };

  it("pages every public change once by cursor, leaves out invitation-only tenders, and serves the day's OCDS", async () => {
    const buyer = await site.member("Bea Feeds");
    const buyerId = (
      await site.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", buyer.email)
        .executeTakeFirstOrThrow()
    ).id;
    const open = await tender(buyerId, `Feed racks ${backend}`, "public");
    const invited = await tender(buyerId, `Quiet racks ${backend}`, "invited");

    const seen: { id: string; kind: string; objectId: string }[] = [];
    let cursor = "";
    for (let i = 0; i < 50; i += 1) {
      const page = await json(`/api/v1/changes?limit=1${cursor ? `&after=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...(page.body.data as typeof seen));
      cursor = page.body.next as string;
      if (!page.body.hasMore) break;
    }
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    expect(seen).toContainEqual(
      expect.objectContaining({ kind: "tender.published", objectId: open }),
    );
    expect(seen.map((c) => c.objectId)).not.toContain(invited);
    // Polling with the last cursor finds nothing new, then the next change only.
    const idle = await json(`/api/v1/changes?after=${cursor}`);
    expect(idle.body.data).toEqual([]);
    const later = await tender(buyerId, `Later racks ${backend}`, "public");
    const next = await json(`/api/v1/changes?after=${cursor}`);
    expect((next.body.data as typeof seen).map((c) => c.objectId)).toEqual([later]);

    const bad = await json("/api/v1/changes?after=not-ours");
    expect(bad.status).toBe(400);

    const days = await json("/api/v1/ocds/releases");
    expect((days.body.days as { day: string }[]).map((d) => d.day)).toContain(today());
    const day = await json(`/api/v1/ocds/releases/${today()}.json`);
    expect(day.status).toBe(200);
    expectValidOcds(day.body);
    const ocids = (day.body.releases as { ocid: string }[]).map((r) => r.ocid);
    expect(ocids.some((o) => o.endsWith(open))).toBe(true);
    expect(ocids.some((o) => o.endsWith(invited))).toBe(false);
    const empty = await json("/api/v1/ocds/releases/2001-01-01.json");
    expect(empty.status).toBe(404);

    const record = await json(`/api/v1/ocds/records/${open}.json`);
    expect(record.status).toBe(200);
    expectValidOcds(record.body);
    expect((await json(`/api/v1/ocds/records/${invited}.json`)).status).toBe(404);
    expect((await json("/api/v1/ocds/records/no such.json")).status).toBe(404);
    expect((await json("/api/v1/ocds/releases/2001-02-30.json")).status).toBe(404);
  });

  it("lets a company's owner add an endpoint, see its deliveries fail and send one again; nobody else", async () => {
    const repo = createRepository(site.db);
    const owner = await site.member("Owen Hooks");
    const stranger = await site.member("Stan Other");
    expect(await repo.vendors.assignOwner(COMPANY.slug, owner.email)).toBe("done");
    const path = `/account/companies/${COMPANY.slug}/webhooks`;
    // The owner's list of companies leads to it.
    const mine = await owner.get("/account/companies");
    expect(mine.screen.getByRole("link", { name: /^Webhooks of / }).getAttribute("href")).toBe(
      path,
    );

    const server = http.createServer((_req, res) => res.writeHead(500).end());
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    try {
      const added = await owner.press(await owner.get(path), "Add endpoint", {
        "Endpoint URL": url,
      });
      expect(added.status).toBe(200);
      expect(added.text).toMatch(/whsec_[A-Za-z0-9+/]{43}=/);
      const secret = /whsec_[A-Za-z0-9+/]{43}=/.exec(added.text)![0];
      // Shown once: the page opened again has the endpoint, not its secret.
      const again = await owner.get(path);
      expect(again.text).toContain(url);
      expect(again.text).not.toContain(secret);

      const vendor = (await repo.vendors.bySlug(COMPANY.slug))!;
      await queueWebhookEvent(
        site.db,
        { vendorId: vendor.id, type: "order.updated", data: { id: "o1" } },
        new Date(),
      );
      expect((await owner.get(path)).text).toContain("Waiting");
      await createWebhookSender({ db: site.db, rule: { allowLocal: true } }).runDue();
      const failing = await owner.get(path);
      expect(failing.text).toContain("Retrying");
      expect(failing.text).toContain("HTTP 500");

      const delivery = await site.db
        .selectFrom("webhook_deliveries")
        .select(["id"])
        .where("vendor_id", "=", vendor.id)
        .executeTakeFirstOrThrow();
      const endpoint = await site.db
        .selectFrom("webhook_endpoints")
        .select(["id"])
        .where("vendor_id", "=", vendor.id)
        .executeTakeFirstOrThrow();

      // Another member: no page, and every action refused.
      expect((await stranger.get(path)).status).toBe(404);
      for (const [intent, id] of <[string, string][]>[
        ["resend", delivery.id],
        ["remove", endpoint.id],
        ["add", ""],
      ]) {
        const body = new URLSearchParams({
          intent,
          id,
          url: "https://erp.example.com/x",
          events: "order.updated",
        });
        const response = await stranger.fetch(path, { method: "POST", body });
        expect(response.status, intent).toBe(404);
      }
      expect(
        await site.db
          .selectFrom("webhook_endpoints")
          .select("id")
          .where("vendor_id", "=", vendor.id)
          .execute(),
      ).toHaveLength(1);

      const resent = await owner.press(
        failing,
        `Send again ${(await site.db.selectFrom("webhook_deliveries").select("message_id").executeTakeFirstOrThrow()).message_id}`,
      );
      expect(resent.text).toContain("The message will be sent again now.");
      const row = await site.db
        .selectFrom("webhook_deliveries")
        .selectAll()
        .where("id", "=", delivery.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());

      const refused = await owner.press(await owner.get(path), "Add endpoint", {
        "Endpoint URL": "http://10.0.0.5/hooks",
      });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("Enter a full URL starting with https://.");
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
