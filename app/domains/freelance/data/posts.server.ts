import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import {
  postState,
  type FreelanceFilters,
  type FreelancePost,
  type FreelancePostInput,
  type FreelancePostState,
} from "../rules";
import type { Page } from "../../../../server/db/write";
import type { Database } from "../../../../server/db/schema";
import {
  fields,
  inputOf,
  ownedRow,
  postFromRow,
  posts,
  today,
  type FreelanceStore,
  type ManagedPost,
} from "./model.server";

// Freelance posts: the public listing and page, and a poster's own posts (posting, editing,
// publishing and closing them).

/**
 * Closes a company's published jobs and freelance posts: it has left the network (unlisted,
 * rejected, owner gone). They stay closed if it comes back, for its owner to reopen.
 */
export async function closeCompanyPosts(
  trx: Transaction<Database>,
  where: { vendorId: string } | { ownerId: string },
): Promise<void> {
  const [column, value] =
    "vendorId" in where
      ? (["vendor_id", where.vendorId] as const)
      : (["owner_id", where.ownerId] as const);
  for (const table of ["jobs", "freelance_posts"] as const) {
    await trx
      .updateTable(table)
      .set({ status: "closed" })
      .where(column, "=", value)
      .where("status", "=", "published")
      .execute();
  }
}

/** The open posts the filters keep, newest first, the first `limit` of them. */
export async function listing(
  store: FreelanceStore,
  filters: FreelanceFilters,
  limit: number,
): Promise<Page<FreelancePost>> {
  const open = () =>
    posts(store).where("p.status", "=", "published").where("p.closes_on", ">=", today(store));
  let narrowed = open();
  if (filters.category) narrowed = narrowed.where("p.category", "=", filters.category);
  if (filters.budget) narrowed = narrowed.where("p.budget_type", "=", filters.budget);
  const count = async (q: ReturnType<typeof open>) =>
    Number(
      (
        await q
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [rows, matches, total] = await Promise.all([
    narrowed.orderBy("p.published_at", "desc").orderBy("p.id").limit(limit).execute(),
    count(narrowed),
    count(open()),
  ]);
  return { items: rows.map(postFromRow), matches, total };
}

/** The ids of the open posts, for the sitemap. */
export async function openIds(store: FreelanceStore): Promise<string[]> {
  const rows = await store.db
    .selectFrom("freelance_posts")
    .select("id")
    .where("status", "=", "published")
    .where("closes_on", ">=", today(store))
    .orderBy("published_at", "desc")
    .execute();
  return rows.map((r) => r.id);
}

/** A post's public page: undefined for a draft or none; otherwise it and its state. */
export async function publicPost(
  store: FreelanceStore,
  id: string,
): Promise<{ post: FreelancePost; state: FreelancePostState } | undefined> {
  const row = await posts(store).where("p.id", "=", id).executeTakeFirst();
  if (!row || row.status === "draft") return undefined;
  const post = postFromRow(row);
  return { post, state: postState(post, today(store)) };
}

/** Saves a new post for one of the member's approved companies, as a draft or published. */
export async function create(
  store: FreelanceStore,
  ownerId: string,
  input: FreelancePostInput,
  publish: boolean,
): Promise<string | undefined> {
  const company = (await store.companiesOf(ownerId)).find((c) => c.id === input.companyId);
  if (!company) return undefined;
  const id = `fp-${randomUUID()}`;
  const at = store.now().toISOString();
  await store.write((trx) =>
    trx
      .insertInto("freelance_posts")
      .values({
        id,
        ...fields(input),
        vendor_id: company.id,
        owner_id: ownerId,
        company: company.name,
        status: publish ? "published" : "draft",
        accepted_proposal_id: null,
        created_at: at,
        published_at: publish ? at : null,
        updated_at: null,
        awarded_at: null,
      })
      .execute(),
  );
  return id;
}

/** The member's own post, or undefined (anyone else's, or none). */
export async function owned(
  store: FreelanceStore,
  ownerId: string,
  id: string,
): Promise<ManagedPost | undefined> {
  const row = await ownedRow(store, ownerId, id);
  if (!row) return undefined;
  const counted = await store.db
    .selectFrom("freelance_proposals")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("post_id", "=", id)
    .executeTakeFirstOrThrow();
  const post = postFromRow(row);
  return {
    post,
    input: inputOf(post, row.vendor_id ?? ""),
    createdAt: row.created_at,
    proposals: Number(counted.n),
  };
}

/** The member's posts, newest first, with how many proposals each received. */
export async function mine(store: FreelanceStore, ownerId: string): Promise<ManagedPost[]> {
  if (!ownerId) return [];
  const rows = await store.db
    .selectFrom("freelance_posts as p")
    .innerJoin("vendors as v", "v.id", "p.vendor_id")
    .selectAll("p")
    .select(["v.slug as company_slug"])
    .select((eb) =>
      eb
        .selectFrom("freelance_proposals as r")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("r.post_id", "=", "p.id")
        .as("proposal_count"),
    )
    .where("p.owner_id", "=", ownerId)
    .where("v.owner_id", "=", ownerId)
    .orderBy("p.created_at", "desc")
    .execute();
  return rows.map((r) => {
    const post = postFromRow(r);
    return {
      post,
      input: inputOf(post, r.vendor_id ?? ""),
      createdAt: r.created_at,
      proposals: Number(r.proposal_count ?? 0),
    };
  });
}

/** Saves an edit (not once awarded); a published post shows "Updated" from then on. */
export async function update(
  store: FreelanceStore,
  ownerId: string,
  id: string,
  input: FreelancePostInput,
): Promise<boolean> {
  const current = await ownedRow(store, ownerId, id);
  const company = (await store.companiesOf(ownerId)).find((c) => c.id === input.companyId);
  if (!current || !company || current.status === "awarded") return false;
  await store.write((trx) =>
    trx
      .updateTable("freelance_posts")
      .set({
        ...fields(input),
        vendor_id: company.id,
        company: company.name,
        updated_at: current.published_at ? store.now().toISOString() : null,
      })
      .where("id", "=", id)
      .where("owner_id", "=", ownerId)
      .where("status", "!=", "awarded")
      .execute(),
  );
  return true;
}

/**
 * Publishes (or reopens) or closes the member's post. Refused for anyone else's, an awarded
 * one, publishing for a company no longer approved, and reopening past its closing date.
 */
export async function setStatus(
  store: FreelanceStore,
  ownerId: string,
  id: string,
  status: "published" | "closed",
): Promise<"ok" | "not-found" | "awarded" | "past-closing"> {
  const current = await ownedRow(store, ownerId, id);
  if (!current) return "not-found";
  if (current.status === "awarded") return "awarded";
  if (status === "published") {
    const company = (await store.companiesOf(ownerId)).find((c) => c.id === current.vendor_id);
    if (!company) return "not-found";
    if (current.closes_on < today(store)) return "past-closing";
  }
  const at = store.now().toISOString();
  await store.write((trx) =>
    trx
      .updateTable("freelance_posts")
      .set(
        status === "published" ? { status, published_at: current.published_at ?? at } : { status },
      )
      .where("id", "=", id)
      .where("status", "!=", "awarded")
      .execute(),
  );
  return "ok";
}
