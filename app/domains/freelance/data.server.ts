import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { JobCategory } from "~/data/vocabularies";
import {
  budgetLabel,
  postState,
  priceLabel,
  type BudgetType,
  type FreelanceDuration,
  type FreelanceFilters,
  type FreelancePostInput,
  type FreelancePostState,
  type FreelancePost,
  type FreelancePostStatus,
  type MyProposal,
  type Proposal,
  type ProposalFile,
  type ProposalInput,
  type ProposalStatus,
} from "./rules";
import { accountEmail } from "../../../server/db/accounts";
import type { Db } from "../../../server/db/database";
import type { Page, Write } from "../../../server/db/write";
import type { Database, FreelancePostTable } from "../../../server/db/schema";
import { documentRows, type StoredDocument } from "../../../server/files/document-files";
import type { Tell } from "../../../server/db/write";

// Freelance work (issue 30, docs/decisions/205): posts by the owners of approved companies, the
// proposals members send to them (one each, editable and withdrawable while the post is open)
// with private files, and the owner's choice of one, which declines the others and tells every
// proposer. Every read and write names the member: a poster reaches only their own posts and
// the proposals to them (undefined or a refusal otherwise, which the pages answer with 404).

const silent: Tell = async () => {};

/** A post as its owner manages it. */
export interface ManagedPost {
  post: FreelancePost;
  input: FreelancePostInput;
  createdAt: string;
  proposals: number;
}

export type ProposalRefusal = "not-found" | "sample" | "own-post" | "closed" | "decided";
export type ProposeResult =
  | { ok: true; id: string; created: boolean; replacedFiles: string[] }
  | { ok: false; reason: ProposalRefusal };

type PostRow = Selectable<FreelancePostTable> & { company_slug: string | null };

function postFromRow(row: PostRow): FreelancePost {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    companySlug: row.company_slug,
    description: row.description,
    category: row.category as JobCategory,
    skills: JSON.parse(row.skills) as string[],
    isRemote: Number(row.is_remote) === 1,
    location: row.location,
    budgetType: row.budget_type as BudgetType,
    budget: Number(row.budget),
    duration: row.duration as FreelanceDuration,
    closesOn: row.closes_on,
    status: row.status as FreelancePostStatus,
    postedDate: row.published_at?.slice(0, 10) ?? null,
    updatedDate: row.updated_at?.slice(0, 10) ?? null,
    ownerId: row.owner_id,
  };
}

function inputOf(post: FreelancePost, companyId: string): FreelancePostInput {
  return {
    companyId,
    title: post.title,
    description: post.description,
    category: post.category,
    skills: [...post.skills],
    isRemote: post.isRemote,
    location: post.location,
    budgetType: post.budgetType,
    budget: post.budget,
    duration: post.duration,
    closesOn: post.closesOn,
  };
}

const fields = (input: FreelancePostInput) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  skills: JSON.stringify(input.skills),
  is_remote: input.isRemote ? 1 : 0,
  location: input.location,
  budget_type: input.budgetType,
  budget: input.budget,
  duration: input.duration,
  closes_on: input.closesOn,
});

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

export function createFreelance(
  db: Db,
  write: Write,
  companiesOf: (ownerId: string) => Promise<{ id: string; name: string }[]>,
  now: () => Date = () => new Date(),
) {
  const today = () => now().toISOString().slice(0, 10);

  /** Posts with their company's profile address while the company is listed. */
  const posts = (from: Db | Transaction<Database> = db) =>
    from
      .selectFrom("freelance_posts as p")
      .leftJoin("vendors as v", (join) =>
        join.onRef("v.id", "=", "p.vendor_id").on("v.status", "=", "approved"),
      )
      .selectAll("p")
      .select("v.slug as company_slug");

  /** The member's own post (theirs, for a company they still own), or undefined. */
  async function ownedRow(ownerId: string, id: string, from: Db | Transaction<Database> = db) {
    if (!ownerId) return undefined;
    return from
      .selectFrom("freelance_posts as p")
      .innerJoin("vendors as v", "v.id", "p.vendor_id")
      .selectAll("p")
      .select((eb) =>
        eb
          .case()
          .when("v.status", "=", "approved")
          .then(eb.ref("v.slug"))
          .else(null)
          .end()
          .as("company_slug"),
      )
      .where("p.id", "=", id)
      .where("p.owner_id", "=", ownerId)
      .where("v.owner_id", "=", ownerId)
      .executeTakeFirst();
  }

  async function filesOf(proposalIds: string[]): Promise<Map<string, ProposalFile[]>> {
    const files = new Map<string, ProposalFile[]>();
    if (proposalIds.length === 0) return files;
    const rows = await db
      .selectFrom("freelance_proposal_files")
      .select(["id", "proposal_id", "name", "size"])
      .where("proposal_id", "in", proposalIds)
      .orderBy("created_at")
      .orderBy("name")
      .execute();
    for (const r of rows) {
      const list = files.get(r.proposal_id) ?? [];
      list.push({ id: r.id, name: r.name, size: Number(r.size) });
      files.set(r.proposal_id, list);
    }
    return files;
  }

  async function insertFiles(
    trx: Transaction<Database>,
    proposalId: string,
    documents: readonly StoredDocument[],
    at: string,
  ) {
    if (documents.length === 0) return;
    await trx
      .insertInto("freelance_proposal_files")
      .values(
        documentRows(documents).map((row) => ({ ...row, proposal_id: proposalId, created_at: at })),
      )
      .execute();
  }

  return {
    /** The open posts the filters keep, newest first, the first `limit` of them. */
    async listing(filters: FreelanceFilters, limit: number): Promise<Page<FreelancePost>> {
      const open = () =>
        posts().where("p.status", "=", "published").where("p.closes_on", ">=", today());
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
    },

    /** The ids of the open posts, for the sitemap. */
    async openIds(): Promise<string[]> {
      const rows = await db
        .selectFrom("freelance_posts")
        .select("id")
        .where("status", "=", "published")
        .where("closes_on", ">=", today())
        .orderBy("published_at", "desc")
        .execute();
      return rows.map((r) => r.id);
    },

    /** A post's public page: undefined for a draft or none; otherwise it and its state. */
    async publicPost(
      id: string,
    ): Promise<{ post: FreelancePost; state: FreelancePostState } | undefined> {
      const row = await posts().where("p.id", "=", id).executeTakeFirst();
      if (!row || row.status === "draft") return undefined;
      const post = postFromRow(row);
      return { post, state: postState(post, today()) };
    },

    /** Saves a new post for one of the member's approved companies, as a draft or published. */
    async create(
      ownerId: string,
      input: FreelancePostInput,
      publish: boolean,
    ): Promise<string | undefined> {
      const company = (await companiesOf(ownerId)).find((c) => c.id === input.companyId);
      if (!company) return undefined;
      const id = `fp-${randomUUID()}`;
      const at = now().toISOString();
      await write((trx) =>
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
    },

    /** The member's own post, or undefined (anyone else's, or none). */
    async owned(ownerId: string, id: string): Promise<ManagedPost | undefined> {
      const row = await ownedRow(ownerId, id);
      if (!row) return undefined;
      const counted = await db
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
    },

    /** The member's posts, newest first, with how many proposals each received. */
    async mine(ownerId: string): Promise<ManagedPost[]> {
      if (!ownerId) return [];
      const rows = await db
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
    },

    /** Saves an edit (not once awarded); a published post shows "Updated" from then on. */
    async update(ownerId: string, id: string, input: FreelancePostInput): Promise<boolean> {
      const current = await ownedRow(ownerId, id);
      const company = (await companiesOf(ownerId)).find((c) => c.id === input.companyId);
      if (!current || !company || current.status === "awarded") return false;
      await write((trx) =>
        trx
          .updateTable("freelance_posts")
          .set({
            ...fields(input),
            vendor_id: company.id,
            company: company.name,
            updated_at: current.published_at ? now().toISOString() : null,
          })
          .where("id", "=", id)
          .where("owner_id", "=", ownerId)
          .where("status", "!=", "awarded")
          .execute(),
      );
      return true;
    },

    /**
     * Publishes (or reopens) or closes the member's post. Refused for anyone else's, an awarded
     * one, publishing for a company no longer approved, and reopening past its closing date.
     */
    async setStatus(
      ownerId: string,
      id: string,
      status: "published" | "closed",
    ): Promise<"ok" | "not-found" | "awarded" | "past-closing"> {
      const current = await ownedRow(ownerId, id);
      if (!current) return "not-found";
      if (current.status === "awarded") return "awarded";
      if (status === "published") {
        const company = (await companiesOf(ownerId)).find((c) => c.id === current.vendor_id);
        if (!company) return "not-found";
        if (current.closes_on < today()) return "past-closing";
      }
      const at = now().toISOString();
      await write((trx) =>
        trx
          .updateTable("freelance_posts")
          .set(
            status === "published"
              ? { status, published_at: current.published_at ?? at }
              : { status },
          )
          .where("id", "=", id)
          .where("status", "!=", "awarded")
          .execute(),
      );
      return "ok";
    },

    /** The proposals to the member's post, oldest first; undefined when it is not theirs. */
    async proposals(ownerId: string, postId: string): Promise<Proposal[] | undefined> {
      if (!(await ownedRow(ownerId, postId))) return undefined;
      const rows = await db
        .selectFrom("freelance_proposals")
        .selectAll()
        .where("post_id", "=", postId)
        .orderBy("created_at")
        .execute();
      const files = await filesOf(rows.map((r) => r.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.proposer_name,
        price: Number(r.price),
        timelineDays: Number(r.timeline_days),
        message: r.message,
        status: r.status as ProposalStatus,
        receivedAt: r.created_at,
        updatedAt: r.updated_at,
        files: files.get(r.id) ?? [],
      }));
    },

    /** A file of a proposal to the member's post, for its download; undefined otherwise. */
    async file(ownerId: string, postId: string, proposalId: string, fileId: string) {
      if (!ownerId) return undefined;
      return db
        .selectFrom("freelance_proposal_files as f")
        .innerJoin("freelance_proposals as r", "r.id", "f.proposal_id")
        .innerJoin("freelance_posts as p", "p.id", "r.post_id")
        .innerJoin("vendors as v", "v.id", "p.vendor_id")
        .select(["f.file", "f.name", "f.content_type", "f.size"])
        .where("f.id", "=", fileId)
        .where("r.id", "=", proposalId)
        .where("p.id", "=", postId)
        .where("p.owner_id", "=", ownerId)
        .where("v.owner_id", "=", ownerId)
        .executeTakeFirst();
    },

    /**
     * Sends the member's proposal, or changes it (new files replace the old ones, whose stored
     * names are returned for removal). The post's owner hears of a new one.
     */
    async propose(
      member: { id: string; name: string },
      postId: string,
      input: ProposalInput,
      documents: readonly StoredDocument[],
      tell: Tell = silent,
    ): Promise<ProposeResult> {
      return write(async (trx): Promise<ProposeResult> => {
        const post = await trx
          .selectFrom("freelance_posts")
          .selectAll()
          .where("id", "=", postId)
          .executeTakeFirst();
        if (!post || post.status === "draft") return { ok: false, reason: "not-found" };
        if (post.owner_id === null) return { ok: false, reason: "sample" };
        if (post.owner_id === member.id) return { ok: false, reason: "own-post" };
        const state = postState(
          { status: post.status as FreelancePostStatus, closesOn: post.closes_on },
          today(),
        );
        if (state !== "open") return { ok: false, reason: "closed" };
        const at = now().toISOString();
        const values = {
          proposer_name: member.name,
          price: input.price,
          timeline_days: input.timelineDays,
          message: input.message,
          updated_at: at,
        };
        const existing = await trx
          .selectFrom("freelance_proposals")
          .select(["id", "status"])
          .where("post_id", "=", postId)
          .where("user_id", "=", member.id)
          .executeTakeFirst();
        if (existing) {
          if (existing.status !== "submitted") return { ok: false, reason: "decided" };
          await trx
            .updateTable("freelance_proposals")
            .set(values)
            .where("id", "=", existing.id)
            .execute();
          let replacedFiles: string[] = [];
          if (documents.length > 0) {
            const old = await trx
              .selectFrom("freelance_proposal_files")
              .select("file")
              .where("proposal_id", "=", existing.id)
              .execute();
            replacedFiles = old.map((f) => f.file);
            await trx
              .deleteFrom("freelance_proposal_files")
              .where("proposal_id", "=", existing.id)
              .execute();
            await insertFiles(trx, existing.id, documents, at);
          }
          return { ok: true, id: existing.id, created: false, replacedFiles };
        }
        const id = randomUUID();
        await trx
          .insertInto("freelance_proposals")
          .values({
            id,
            post_id: postId,
            user_id: member.id,
            status: "submitted",
            created_at: at,
            ...values,
          })
          .execute();
        await insertFiles(trx, id, documents, at);
        const type = post.budget_type as BudgetType;
        const body = `${member.name} proposes ${priceLabel(type, input.price)} over ${input.timelineDays} days for ${post.title}.`;
        await tell(trx, {
          kind: "freelance-proposal",
          userId: post.owner_id,
          title: `New proposal: ${post.title}`,
          body,
          link: `/account/freelance/${postId}`,
          email: await accountEmail(trx, post.owner_id),
          mail: null,
          dedupeKey: `freelance-proposal:${id}`,
        });
        return { ok: true, id, created: true, replacedFiles: [] };
      });
    },

    /** Withdraws the member's proposal while its post is open; its stored files are returned. */
    async withdraw(
      userId: string,
      proposalId: string,
    ): Promise<{ ok: true; files: string[] } | { ok: false; reason: ProposalRefusal }> {
      return write(async (trx) => {
        const row = await trx
          .selectFrom("freelance_proposals as r")
          .innerJoin("freelance_posts as p", "p.id", "r.post_id")
          .select(["r.id", "r.status", "p.status as post_status", "p.closes_on"])
          .where("r.id", "=", proposalId)
          .where("r.user_id", "=", userId)
          .executeTakeFirst();
        if (!row || !userId) return { ok: false as const, reason: "not-found" as const };
        const state = postState(
          { status: row.post_status as FreelancePostStatus, closesOn: row.closes_on },
          today(),
        );
        if (row.status !== "submitted" || state !== "open")
          return { ok: false as const, reason: "closed" as const };
        const files = await trx
          .selectFrom("freelance_proposal_files")
          .select("file")
          .where("proposal_id", "=", proposalId)
          .execute();
        await trx.deleteFrom("freelance_proposals").where("id", "=", proposalId).execute();
        return { ok: true as const, files: files.map((f) => f.file) };
      });
    },

    /** The member's own proposals, newest first, with where each stands. */
    async proposalsOf(userId: string, postId?: string): Promise<MyProposal[]> {
      if (!userId) return [];
      let query = db
        .selectFrom("freelance_proposals as r")
        .innerJoin("freelance_posts as p", "p.id", "r.post_id")
        .selectAll("r")
        .select([
          "p.title as post_title",
          "p.company as company",
          "p.budget_type as budget_type",
          "p.status as post_status",
          "p.closes_on as closes_on",
        ])
        .where("r.user_id", "=", userId);
      if (postId) query = query.where("r.post_id", "=", postId);
      const rows = await query.orderBy("r.created_at", "desc").execute();
      const files = await filesOf(rows.map((r) => r.id));
      return rows.map((r) => ({
        id: r.id,
        postId: r.post_id,
        postTitle: r.post_title,
        company: r.company,
        budgetType: r.budget_type as BudgetType,
        price: Number(r.price),
        timelineDays: Number(r.timeline_days),
        message: r.message,
        status: r.status as ProposalStatus,
        sentAt: r.created_at,
        postState: postState(
          { status: r.post_status as FreelancePostStatus, closesOn: r.closes_on },
          today(),
        ),
        files: files.get(r.id) ?? [],
      }));
    },

    /**
     * Accepts one proposal to the member's post: it is accepted, every other one declined, the
     * post awarded, and each proposer told, in one transaction. Refused for anyone else's post
     * (not-found) and once a proposal was accepted (decided).
     */
    async accept(
      ownerId: string,
      postId: string,
      proposalId: string,
      tell: Tell = silent,
    ): Promise<{ ok: true } | { ok: false; reason: "not-found" | "decided" }> {
      return write(async (trx) => {
        const post = await ownedRow(ownerId, postId, trx);
        if (!post || post.status === "draft")
          return { ok: false as const, reason: "not-found" as const };
        const chosen = await trx
          .selectFrom("freelance_proposals")
          .select(["id", "price"])
          .where("id", "=", proposalId)
          .where("post_id", "=", postId)
          .executeTakeFirst();
        if (!chosen) return { ok: false as const, reason: "not-found" as const };
        const at = now().toISOString();
        // The post's row decides a race between two accepts: only one update finds it open.
        const awarded = await trx
          .updateTable("freelance_posts")
          .set({ status: "awarded", accepted_proposal_id: proposalId, awarded_at: at })
          .where("id", "=", postId)
          .where("status", "in", ["published", "closed"])
          .executeTakeFirst();
        if (Number(awarded.numUpdatedRows) !== 1)
          return { ok: false as const, reason: "decided" as const };
        await trx
          .updateTable("freelance_proposals")
          .set({ status: "accepted", updated_at: at })
          .where("id", "=", proposalId)
          .execute();
        await trx
          .updateTable("freelance_proposals")
          .set({ status: "declined", updated_at: at })
          .where("post_id", "=", postId)
          .where("id", "!=", proposalId)
          .execute();
        const proposers = await trx
          .selectFrom("freelance_proposals")
          .select(["id", "user_id", "price"])
          .where("post_id", "=", postId)
          .execute();
        const type = post.budget_type as BudgetType;
        for (const p of proposers) {
          const accepted = p.id === proposalId;
          const title = accepted
            ? `Your proposal was accepted: ${post.title}`
            : `Another proposal was chosen: ${post.title}`;
          const body = accepted
            ? `${post.company} accepted your proposal of ${priceLabel(type, Number(p.price))} for ${post.title} (budget ${budgetLabel(type, Number(post.budget))}). They will be in touch to start.`
            : `${post.company} accepted another proposal for ${post.title}. Thank you for yours: the post is closed now.`;
          await tell(trx, {
            kind: "proposal-outcome",
            userId: p.user_id,
            title,
            body,
            link: "/account/proposals",
            email: await accountEmail(trx, p.user_id),
            mail: null,
            dedupeKey: `proposal-outcome:${p.id}`,
          });
        }
        return { ok: true as const };
      });
    },
  };
}

export type Freelance = ReturnType<typeof createFreelance>;
