import { randomUUID } from "node:crypto";
import { sql, type Expression, type SqlBool, type Transaction } from "kysely";
import type {
  Article,
  Challenge,
  Job,
  Member,
  Project,
  Template,
  Vendor,
} from "../../app/data/types";
import type { ChallengeStatus, ProjectStatus, TemplateCategory } from "../../app/data/vocabularies";
import type { JobFilters } from "../../app/domain/job-filters";
import type { MemberFilters } from "../../app/domain/member-filters";
import type { VendorFilters } from "../../app/domain/vendor-filters";
import type { Db } from "./database";
import { createReviews } from "./reviews";
import type { Database, ProjectTable, TemplateTable } from "./schema";
import { companiesRepository } from "./companies";
import { jobFromRow, memberFromRow, searchKey, vendorFromRow, vendorRow } from "./rows";
import { orderVendors, SHOWN_RATING } from "./vendor-rating";

// Every query the pages make, in one place. Loaders call these through the request context;
// filtering, counting and paging happen in the database, not in the page.

/** One page of a filtered list: the rows shown, how many match, how many there are in all. */
export interface Page<T> {
  items: T[];
  matches: number;
  total: number;
}

/** `%text%` for LIKE, with LIKE's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function like(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${containing(searchKey(text))} escape '\\'`;
}

type Listener = () => void;

const DATA_VERSION_KEY = "data-version";

export function createRepository(db: Db) {
  const listeners = new Set<Listener>();
  /**
   * Runs a change in a transaction that also renews the data version, so every server process
   * on this database (not only this one) can tell its cached pages are out of date.
   */
  async function write<T>(change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(async (trx) => {
      const value = await change(trx);
      await trx
        .insertInto("meta")
        .values({ key: DATA_VERSION_KEY, value: randomUUID() })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
        )
        .execute();
      return value;
    });
    for (const listener of listeners) listener();
    return result;
  }

  /** The vendors anyone may see: only approved companies are public. */
  const publicVendors = () => db.selectFrom("vendors").where("status", "=", "approved");

  const vendors = {
    async search(filters: VendorFilters, limit: number): Promise<Page<Vendor>> {
      let query = publicVendors();
      const q = filters.q?.trim();
      const location = filters.location?.trim();
      if (q) query = query.where(like("search_text", q));
      if (filters.category) query = query.where("category", "=", filters.category);
      if (location) query = query.where(like("location_search", location));
      if (filters.rating) query = query.where(SHOWN_RATING, ">=", filters.rating);
      const [rows, matches, total] = await Promise.all([
        orderVendors(query.selectAll(), filters.sort).limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        publicVendors()
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(vendorFromRow), matches: Number(matches.n), total: Number(total.n) };
    },
    async bySlug(slug: string): Promise<Vendor | undefined> {
      const row = await publicVendors().selectAll().where("slug", "=", slug).executeTakeFirst();
      return row && vendorFromRow(row);
    },
    async byName(name: string): Promise<Vendor | undefined> {
      const row = await publicVendors().selectAll().where("name", "=", name).executeTakeFirst();
      return row && vendorFromRow(row);
    },
    /** Who owns the company (null for the sample vendors), for the permission checks. */
    async ownerId(vendorId: string): Promise<string | null> {
      const row = await db
        .selectFrom("vendors")
        .select("owner_id")
        .where("id", "=", vendorId)
        .executeTakeFirst();
      return row?.owner_id ?? null;
    },
    async first(count: number): Promise<Vendor[]> {
      const rows = await publicVendors().selectAll().orderBy("position").limit(count).execute();
      return rows.map(vendorFromRow);
    },
    async slugs(): Promise<string[]> {
      const rows = await publicVendors().select("slug").orderBy("position").execute();
      return rows.map((r) => r.slug);
    },
    /** Adds a vendor at the end of the directory. */
    /** Makes the member with this e-mail the owner of a listed company (null: no owner). */
    async assignOwner(
      slug: string,
      email: string | null,
    ): Promise<"done" | "no-vendor" | "no-member"> {
      const owner = email === null ? null : await accountByEmail(email);
      if (email !== null && !owner) return "no-member";
      const result = await write((trx) =>
        trx
          .updateTable("vendors")
          .set({ owner_id: owner?.id ?? null })
          .where("slug", "=", slug)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) > 0 ? "done" : "no-vendor";
    },
    async add(vendor: Vendor): Promise<void> {
      await write(async (trx) => {
        const last = await trx
          .selectFrom("vendors")
          .select((eb) => eb.fn.max("position").as("p"))
          .executeTakeFirst();
        await trx
          .insertInto("vendors")
          .values(vendorRow(vendor, Number(last?.p ?? -1) + 1))
          .execute();
      });
    },
  };

  const jobs = {
    async search(filters: JobFilters, limit: number): Promise<Page<Job>> {
      let query = db.selectFrom("jobs");
      if (filters.category) query = query.where("category", "=", filters.category);
      if (filters.duration) query = query.where("duration", "=", filters.duration);
      if (filters.budget !== undefined) query = query.where("budget_max", "<=", filters.budget);
      const [rows, matches, total] = await Promise.all([
        query.selectAll().orderBy("position").limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(jobFromRow), matches: Number(matches.n), total: Number(total.n) };
    },
    async byId(id: string): Promise<Job | undefined> {
      const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
      return row && jobFromRow(row);
    },
    /** Other jobs to suggest beside an ad: same category first, then the rest in board order. */
    async moreLike(job: Job, count: number): Promise<Job[]> {
      const rows = await db
        .selectFrom("jobs")
        .selectAll()
        .where("id", "!=", job.id)
        .orderBy(sql`case when ${sql.ref("category")} = ${job.category} then 0 else 1 end`)
        .orderBy("position")
        .limit(count)
        .execute();
      return rows.map(jobFromRow);
    },
    async all(): Promise<Job[]> {
      const rows = await db.selectFrom("jobs").selectAll().orderBy("position").execute();
      return rows.map(jobFromRow);
    },
    async ids(): Promise<string[]> {
      const rows = await db.selectFrom("jobs").select("id").orderBy("position").execute();
      return rows.map((r) => r.id);
    },
  };

  const members = {
    async search(filters: MemberFilters, limit: number): Promise<Page<Member>> {
      let query = db.selectFrom("members");
      const q = filters.q?.trim();
      if (q) query = query.where(like("name_search", q));
      if (filters.role) query = query.where("role", "=", filters.role);
      if (filters.region) query = query.where("region", "=", filters.region);
      const [rows, matches, total] = await Promise.all([
        query.selectAll().orderBy("position").limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        db
          .selectFrom("members")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(memberFromRow), matches: Number(matches.n), total: Number(total.n) };
    },
  };

  const projects = {
    async all(): Promise<Project[]> {
      const rows = await db.selectFrom("projects").selectAll().orderBy("position").execute();
      return rows.map(projectFromRow);
    },
    async first(count: number): Promise<Project[]> {
      const rows = await db
        .selectFrom("projects")
        .selectAll()
        .orderBy("position")
        .limit(count)
        .execute();
      return rows.map(projectFromRow);
    },
    /** One status's projects, the first `limit` of them, for its tab. */
    async search(status: ProjectStatus, limit: number): Promise<Page<Project>> {
      const query = db.selectFrom("projects").where("status", "=", status);
      const [rows, matches, total] = await Promise.all([
        query.selectAll().orderBy("position").limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        db
          .selectFrom("projects")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(projectFromRow),
        matches: Number(matches.n),
        total: Number(total.n),
      };
    },
    async byStatus(status: ProjectStatus): Promise<Project[]> {
      const rows = await db
        .selectFrom("projects")
        .selectAll()
        .where("status", "=", status)
        .orderBy("position")
        .execute();
      return rows.map(projectFromRow);
    },
  };

  const articles = {
    async slugs(): Promise<string[]> {
      const rows = await db.selectFrom("articles").select("slug").orderBy("position").execute();
      return rows.map((r) => r.slug);
    },
    async all(): Promise<Article[]> {
      const rows = await db.selectFrom("articles").selectAll().orderBy("position").execute();
      return rows.map(({ image_url, position: _, ...a }) => ({ ...a, imageUrl: image_url }));
    },
    async bySlug(slug: string): Promise<Article | undefined> {
      const row = await db
        .selectFrom("articles")
        .selectAll()
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!row) return undefined;
      const { image_url, position: _, ...a } = row;
      return { ...a, imageUrl: image_url };
    },
  };

  const templates = {
    /** All templates, or those of one category. */
    async list(category?: TemplateCategory): Promise<Template[]> {
      let query = db.selectFrom("templates").selectAll();
      if (category) query = query.where("category", "=", category);
      const rows = await query.orderBy("position").execute();
      return rows.map(templateFromRow);
    },
    /** The first `limit` templates of one category, or of all (`undefined`). */
    async search(category: TemplateCategory | undefined, limit: number): Promise<Page<Template>> {
      let query = db.selectFrom("templates");
      if (category) query = query.where("category", "=", category);
      const [rows, matches, total] = await Promise.all([
        query.selectAll().orderBy("position").limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        db
          .selectFrom("templates")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(templateFromRow),
        matches: Number(matches.n),
        total: Number(total.n),
      };
    },
  };

  const operators = {
    /** Whether this account may use the operator console. */
    async has(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("operators")
        .select("user_id")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Makes the account with this e-mail an operator; false when there is no such account. */
    async grant(email: string, now = new Date()): Promise<boolean> {
      const user = await accountByEmail(email);
      if (!user) return false;
      await db
        .insertInto("operators")
        .values({ user_id: user.id, granted_at: now.toISOString() })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      return true;
    },
    /** Takes the operator role away; false when there is no such account. */
    async revoke(email: string): Promise<boolean> {
      const user = await accountByEmail(email);
      if (!user) return false;
      await db.deleteFrom("operators").where("user_id", "=", user.id).execute();
      return true;
    },
    async list(): Promise<{ email: string; name: string; grantedAt: string }[]> {
      const rows = await db
        .selectFrom("operators")
        .innerJoin("user", "user.id", "operators.user_id")
        .select(["user.email", "user.name", "operators.granted_at"])
        .orderBy("user.email")
        .execute();
      return rows.map((r) => ({ email: r.email, name: r.name, grantedAt: r.granted_at }));
    },
  };

  async function accountByEmail(email: string) {
    return db
      .selectFrom("user")
      .select(["id", "email", "name"])
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
  }

  const challenges = {
    async all(): Promise<Challenge[]> {
      const rows = await db.selectFrom("challenges").selectAll().orderBy("position").execute();
      return rows.map(({ position: _, ...c }) => ({ ...c, status: c.status as ChallengeStatus }));
    },
    /** One status's challenges, the first `limit` of them, for its tab. */
    async search(status: ChallengeStatus, limit: number): Promise<Page<Challenge>> {
      const query = db.selectFrom("challenges").where("status", "=", status);
      const [rows, matches, total] = await Promise.all([
        query.selectAll().orderBy("position").limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        db
          .selectFrom("challenges")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(({ position: _, ...c }) => ({ ...c, status: c.status as ChallengeStatus })),
        matches: Number(matches.n),
        total: Number(total.n),
      };
    },
    async byStatus(status: ChallengeStatus): Promise<Challenge[]> {
      const rows = await db
        .selectFrom("challenges")
        .selectAll()
        .where("status", "=", status)
        .orderBy("position")
        .execute();
      return rows.map(({ position: _, ...c }) => ({ ...c, status: c.status as ChallengeStatus }));
    },
  };

  const reviews = createReviews(db, write);

  return {
    vendors,
    reviews,
    jobs,
    members,
    projects,
    articles,
    templates,
    challenges,
    operators,
    companies: companiesRepository(db, write),
    /** Changes with every write, in any process: cached pages older than it are stale. */
    async dataVersion(): Promise<string> {
      const row = await db
        .selectFrom("meta")
        .select("value")
        .where("key", "=", DATA_VERSION_KEY)
        .executeTakeFirst();
      return row?.value ?? "initial";
    },
    /** Called after every write in this process, so cached pages that may show the data are dropped. */
    onChange(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function projectFromRow({ position: _, ...row }: ProjectTable): Project {
  return {
    ...row,
    budget: Number(row.budget),
    region: row.region as Project["region"],
    sector: row.sector as Project["sector"],
    status: row.status as ProjectStatus,
  };
}

function templateFromRow({ file_url, file_type, position: _, ...row }: TemplateTable): Template {
  return {
    ...row,
    fileUrl: file_url,
    fileType: file_type as Template["fileType"],
    category: row.category as Template["category"],
  };
}

export type Repository = ReturnType<typeof createRepository>;
export type Write = <T>(change: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
