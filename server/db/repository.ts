import { randomUUID } from "node:crypto";
import {
  sql,
  type Selectable,
  type SelectQueryBuilder,
  type Simplify,
  type Transaction,
} from "kysely";
import type { Article, Challenge, Job, Member, Project, Template } from "../../app/data/types";
import type { ChallengeStatus, ProjectStatus, TemplateCategory } from "../../app/data/vocabularies";
import type { JobFilters } from "../../app/domains/hiring";
import type { MemberFilters } from "../../app/domains/community/index.server";
import type { Db } from "./database";
import { accountsRepository } from "../../app/domains/accounts/index.server";
import { createReviews } from "../../app/domains/reviews/index.server";
import { createClaims } from "../../app/domains/claims/index.server";
import { companiesRepository, vendorDirectory } from "../../app/domains/companies/index.server";
import { shortlistsRepository } from "../../app/domains/shortlists/index.server";
import { articleCard, createKnowledge } from "../../app/domains/knowledge/index.server";
import { createFreelance } from "../../app/domains/freelance/index.server";
import { createHiring } from "../../app/domains/hiring/index.server";
import { createTenders } from "../../app/domains/tenders/index.server";
import { createCommunity } from "../../app/domains/community/index.server";
import { createSearchEngine, createSiteSearch } from "../../app/domains/search/index.server";
import { queryWords } from "../../app/lib/search-words";
import { like } from "./like";
import type { Database } from "./schema";
import type { Page } from "./write";
import {
  challengeFromRow,
  jobFromRow,
  memberFromRow,
  projectFromRow,
  templateFromRow,
} from "./rows";

// Every query the pages make, in one place. Loaders call these through the request context;
// filtering, counting and paging happen in the database, not in the page.

/** One page of a filtered list: the rows shown, how many match, how many there are in all. */

/** What a keyword search adds to a page: the near spelling shown, and the words matched. */
export interface Matched {
  /** "Did you mean": set when the typed words matched nothing and this spelling did. */
  suggestion?: string | null;
  words?: string[];
}

type Listener = () => void;

/** The tables whose rows are listed a page at a time, in their `position` order. */
type Listed = "vendors" | "jobs" | "members" | "projects" | "templates" | "challenges" | "articles";
/** A listed table's rows, every column. */
type Listing<T extends Listed> = SelectQueryBuilder<Database, T, Selectable<Database[T]>>;
/** One row of a listed table, as the query reads it. */
type Row<T extends Listed> = Simplify<Selectable<Database[T]>>;
/** Adds a list's filters to its query. */
type Narrow<T extends Listed> = (query: Listing<T>) => Listing<T>;

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

  /** Each listed table's rows, every column, unfiltered. */
  const from: { [T in Listed]: () => Listing<T> } = {
    vendors: () => db.selectFrom("vendors").selectAll(),
    // Drafts and closed posted jobs are not on the board (issue 30).
    jobs: () => db.selectFrom("jobs").selectAll().where("status", "=", "published"),
    members: () => db.selectFrom("members").selectAll(),
    projects: () => db.selectFrom("projects").selectAll(),
    templates: () => db.selectFrom("templates").selectAll(),
    challenges: () => db.selectFrom("challenges").selectAll(),
    articles: () => db.selectFrom("articles").selectAll(),
  };

  /** The rows of `table` with these ids, in the order of `ids`. */
  async function inOrder<T extends Listed, R>(
    table: T,
    ids: readonly string[],
    fromRow: (row: Row<T>) => R,
  ): Promise<R[]> {
    if (ids.length === 0) return [];
    const rows: Row<T>[] = await from[table]()
      .where(sql.ref("id"), "in", [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [(r as { id: string }).id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [fromRow(row)] : [];
    });
  }

  /** The rows of `table` that `narrow` keeps, in directory order, the first `limit` of them. */
  async function listOf<T extends Listed, R>(
    table: T,
    fromRow: (row: Row<T>) => R,
    { narrow = (q) => q, limit }: { narrow?: Narrow<T>; limit?: number } = {},
  ): Promise<R[]> {
    let query = narrow(from[table]()).orderBy(sql.ref("position"));
    if (limit !== undefined) query = query.limit(limit);
    const rows: Row<T>[] = await query.execute();
    return rows.map(fromRow);
  }

  /**
   * One page of a directory: the first `limit` rows of `table` that `narrow` keeps, how many it
   * keeps and how many the table holds.
   */
  async function pageOf<T extends Listed, R>(
    table: T,
    narrow: Narrow<T>,
    limit: number,
    fromRow: (row: Row<T>) => R,
  ): Promise<Page<R>> {
    const count = (q: Listing<T>) =>
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
    const [items, matches, total] = await Promise.all([
      listOf(table, fromRow, { narrow, limit }),
      count(narrow(from[table]())),
      count(from[table]()),
    ]);
    return { items, matches: Number(matches.n), total: Number(total.n) };
  }

  const engine = createSearchEngine(db);

  const jobs = {
    async search(filters: JobFilters, limit: number): Promise<Page<Job> & Matched> {
      if (filters.q && queryWords(filters.q).length > 0) {
        // Drafts and closed jobs are not on the board, whatever they say.
        const conditions = [sql<boolean>`t.status = 'published'`];
        if (filters.category) conditions.push(sql`t.category = ${filters.category}`);
        if (filters.duration) conditions.push(sql`t.duration = ${filters.duration}`);
        if (filters.budget !== undefined) conditions.push(sql`t.budget_max <= ${filters.budget}`);
        const [ranked, total] = await Promise.all([
          engine.rank("jobs", filters.q, {
            limit,
            visible: sql<boolean>`${sql.join(conditions, sql` and `)}`,
            order: "position",
          }),
          from
            .jobs()
            .clearSelect()
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow(),
        ]);
        return {
          items: await inOrder("jobs", ranked.ids, jobFromRow),
          matches: ranked.matches,
          total: Number(total.n),
          suggestion: ranked.suggestion,
          words: ranked.words,
        };
      }
      return pageOf(
        "jobs",
        (query) => {
          if (filters.category) query = query.where("category", "=", filters.category);
          if (filters.duration) query = query.where("duration", "=", filters.duration);
          if (filters.budget !== undefined) query = query.where("budget_max", "<=", filters.budget);
          return query;
        },
        limit,
        jobFromRow,
      );
    },
    /** A job on the board (published); drafts and closed jobs are not. */
    async byId(id: string): Promise<Job | undefined> {
      const row = await from.jobs().where("id", "=", id).executeTakeFirst();
      return row && jobFromRow(row);
    },
    /** Other jobs to suggest beside an ad: same category first, then the rest in board order. */
    async moreLike(job: Job, count: number): Promise<Job[]> {
      const rows = await from
        .jobs()
        .where("id", "!=", job.id)
        .orderBy(sql`case when ${sql.ref("category")} = ${job.category} then 0 else 1 end`)
        .orderBy("position")
        .limit(count)
        .execute();
      return rows.map(jobFromRow);
    },
    all(): Promise<Job[]> {
      return listOf("jobs", jobFromRow);
    },
    async ids(): Promise<string[]> {
      const rows = await db
        .selectFrom("jobs")
        .select("id")
        .where("status", "=", "published")
        .orderBy("position")
        .execute();
      return rows.map((r) => r.id);
    },
  };

  const members = {
    search(filters: MemberFilters, limit: number): Promise<Page<Member>> {
      const q = filters.q?.trim();
      return pageOf(
        "members",
        (query) => {
          // Sample members and the members who chose to be listed (issue 29).
          query = query.where("listed", "=", 1);
          if (q) query = query.where(like("name_search", q));
          if (filters.role) query = query.where("role", "=", filters.role);
          if (filters.region) query = query.where("region", "=", filters.region);
          return query;
        },
        limit,
        memberFromRow,
      );
    },
  };

  const projects = {
    all(): Promise<Project[]> {
      return listOf("projects", projectFromRow);
    },
    first(count: number): Promise<Project[]> {
      return listOf("projects", projectFromRow, { limit: count });
    },
    /** One status's projects, the first `limit` of them, for its tab. */
    search(status: ProjectStatus, limit: number): Promise<Page<Project>> {
      return pageOf("projects", (q) => q.where("status", "=", status), limit, projectFromRow);
    },
    byStatus(status: ProjectStatus): Promise<Project[]> {
      return listOf("projects", projectFromRow, { narrow: (q) => q.where("status", "=", status) });
    },
  };

  const knowledge = createKnowledge(db, write);

  /** The news articles visitors may read: published and due, newest first. */
  const articles = {
    slugs(): Promise<string[]> {
      return knowledge.articles.publishedSlugs("news");
    },
    async all(): Promise<Article[]> {
      return (await knowledge.articles.published("news")).map(articleCard);
    },
    bySlug(slug: string): Promise<Article | undefined> {
      return knowledge.articles.publishedBySlug("news", slug);
    },
  };

  const templates = {
    /** All templates, or those of one category. */
    list(category?: TemplateCategory): Promise<Template[]> {
      return listOf("templates", templateFromRow, { narrow: byCategory(category) });
    },
    /** The first `limit` templates of one category, or of all (`undefined`). */
    search(category: TemplateCategory | undefined, limit: number): Promise<Page<Template>> {
      return pageOf("templates", byCategory(category), limit, templateFromRow);
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
    all(): Promise<Challenge[]> {
      return listOf("challenges", challengeFromRow);
    },
    /** One status's challenges, the first `limit` of them, for its tab. */
    search(status: ChallengeStatus, limit: number): Promise<Page<Challenge>> {
      return pageOf("challenges", (q) => q.where("status", "=", status), limit, challengeFromRow);
    },
    byStatus(status: ChallengeStatus): Promise<Challenge[]> {
      return listOf("challenges", challengeFromRow, {
        narrow: (q) => q.where("status", "=", status),
      });
    },
  };

  const reviews = createReviews(db, write);
  const accounts = accountsRepository(db, write);
  const hiring = createHiring(db, write);

  return {
    /** The supplier directory: approved companies only (app/domains/companies/data.server.ts). */
    vendors: vendorDirectory(db, write),
    reviews,
    jobs,
    members,
    projects,
    articles,
    /** Articles of every kind, training, sourcing channels and the team (app/domains/knowledge). */
    knowledge,
    templates,
    challenges,
    operators,
    /** Members' companies: registration, owners' edits, moderation (app/domains/companies). */
    companies: companiesRepository(db, write),
    /** Members' claims to sample listings without an owner (app/domains/claims/data.server.ts). */
    claims: createClaims(db, write),
    /** Members' shortlists of suppliers and saved jobs (personal: no data-version change). */
    shortlists: shortlistsRepository(db),
    /** The site search's sections (app/domains/search/data.server.ts). */
    search: createSiteSearch(db, engine),
    /** Tenders, sealed bids and awards (app/domains/tenders/data.server.ts). */
    tenders: createTenders(db, write),
    /** One member's records as a whole: their data export, and deleting their account. */
    accountRecords: accounts.records,
    /** Members' profiles, groups, threads and their moderation (app/domains/community/data.server.ts). */
    community: createCommunity(db, write),
    /** Jobs posted by companies, their applications and job alerts (issue 30). */
    hiring,
    /** Freelance posts by companies and the proposals members send them (issue 30). */
    freelance: createFreelance(db, write, hiring.companiesOf),
    /** Members' e-mail addresses, as operators confirm or change them (decision 157). */
    accountEmails: accounts.emails,
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

/** The templates of one category, or all of them (`undefined`). */
function byCategory(category: TemplateCategory | undefined): Narrow<"templates"> {
  return (q) => (category ? q.where("category", "=", category) : q);
}

export type Repository = ReturnType<typeof createRepository>;
