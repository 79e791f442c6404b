import type { Db } from "./database";
import { accountsRepository, operatorsOf } from "../../app/domains/accounts/index.server";
import { createReviews } from "../../app/domains/reviews/index.server";
import { createContracts } from "../../app/domains/contracts/index.server";
import { createClaims } from "../../app/domains/claims/index.server";
import { companiesRepository, vendorDirectory } from "../../app/domains/companies/index.server";
import { classification } from "../../app/domains/classification/index.server";
import { shortlistsRepository } from "../../app/domains/shortlists/index.server";
import { createKnowledge, newsList, templateList } from "../../app/domains/knowledge/index.server";
import { createFreelance } from "../../app/domains/freelance/index.server";
import { createHiring, jobBoard } from "../../app/domains/hiring/index.server";
import { createTenders, projectList } from "../../app/domains/tenders/index.server";
import { createMatchmaking } from "../../app/domains/matchmaking/index.server";
import {
  challengeList,
  createCommunity,
  memberDirectory,
} from "../../app/domains/community/index.server";
import { createSearchEngine, createSiteSearch } from "../../app/domains/search/index.server";
import { createApiTokens } from "../../app/domains/api/index.server";
import {
  addEndpoint,
  deliveriesOf,
  endpointsOf,
  ownedCompany,
  removeEndpoint,
  sendAgain,
} from "../webhooks/endpoints";
import { dataVersioning } from "./data-version";
import { bindStore } from "./write";
import { changesAfter, changesOnDay, processDaysSince } from "./public-changes";
import { listings } from "./listing";

// Every query the pages make, gathered in one place: each domain's data layer bound to one
// database, and the writes that renew the data version. Loaders call these through the request
// context; filtering, counting and paging happen in the database, not in the page.

/** `countCap`: the counts the directories and the search show stop past it (decision 515). */
export function createRepository(db: Db, { countCap }: { countCap?: number } = {}) {
  const { write, dataVersion, onChange } = dataVersioning(db);
  const list = listings(db, { countCap });
  const engine = createSearchEngine(db, { countCap });
  const knowledge = createKnowledge(db, write);
  const accounts = accountsRepository(db, write);
  const hiring = createHiring(db, write);

  return {
    /** The supplier directory: approved companies only (app/domains/companies/data.server.ts). */
    vendors: vendorDirectory(db, write, engine),
    reviews: createReviews(db, write),
    /** The job board: published jobs (app/domains/hiring/data/board.server.ts). */
    jobs: jobBoard(db, list, engine),
    members: memberDirectory(list),
    projects: projectList(list),
    articles: newsList(knowledge),
    /** Articles of every kind, training, sourcing channels and the team (app/domains/knowledge). */
    knowledge,
    templates: templateList(list),
    challenges: challengeList(list),
    operators: operatorsOf(db),
    /** Members' companies: registration, owners' edits, moderation (app/domains/companies). */
    companies: companiesRepository(db, write),
    /** The CPV 2008 list: search and the check of codes (app/domains/classification). */
    classification: classification(db),
    /** Members' claims to sample listings without an owner (app/domains/claims/data.server.ts). */
    claims: createClaims(db, write),
    /** Members' shortlists of suppliers and saved jobs (personal: no data-version change). */
    shortlists: shortlistsRepository(db),
    /** The site search's sections (app/domains/search/data.server.ts). */
    search: createSiteSearch(db, engine),
    /** Tenders, sealed bids and awards (app/domains/tenders/data.server.ts). */
    tenders: createTenders(db, write, countCap),
    /** Tenders matched to suppliers, saved searches for tenders, deadline feeds (issue 43). */
    matchmaking: createMatchmaking(db, write),
    /** One member's records as a whole: their data export, and deleting their account. */
    accountRecords: accounts.records,
    /** Members' profiles, groups, threads and their moderation (app/domains/community/data.server.ts). */
    community: createCommunity(db, write, engine),
    /** Jobs posted by companies, their applications and job alerts (issue 30). */
    hiring,
    /** Freelance posts by companies and the proposals members send them (issue 30). */
    freelance: createFreelance(db, write, hiring.companiesOf),
    /** Contracts after the award: orders, deliveries, invoices, payments (issue 42). */
    contracts: createContracts(db, write),
    /** Members' e-mail addresses, as operators confirm or change them (decision 157). */
    accountEmails: accounts.emails,
    /** Members' API tokens (personal: no data-version change; app/domains/api). */
    apiTokens: createApiTokens(db),
    /** The public change feed (server/db/public-changes.ts, decision 500). */
    feed: {
      after: (seq: number, limit: number) => changesAfter(db, seq, limit),
      onDay: (day: string) => changesOnDay(db, day),
      processDaysSince: (since: string) => processDaysSince(db, since),
    },
    /** Companies' webhook endpoints and deliveries, for their owners (decision 505). */
    webhooks: bindStore(db, {
      ownedCompany,
      endpointsOf,
      addEndpoint,
      removeEndpoint,
      deliveriesOf,
      sendAgain,
    }),
    dataVersion,
    onChange,
  };
}

export type Repository = ReturnType<typeof createRepository>;
