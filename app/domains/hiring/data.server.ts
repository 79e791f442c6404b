import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import { createSearchEngine } from "~/domains/search/index.server";
import * as alertMatch from "./data/alert-match.server";
import * as alerts from "./data/alerts.server";
import * as applications from "./data/applications.server";
import * as digest from "./data/digest.server";
import * as jobs from "./data/jobs.server";
import type { HiringStore } from "./data/model.server";

// Hiring's data layer, as the repository hands it to loaders and actions (`repo.hiring.<function>`,
// `repo.hiring.alerts.<function>`): the functions of data/, by use case, bound to one database.

const FUNCTIONS = {
  companiesOf: jobs.companiesOf,
  create: jobs.create,
  owned: jobs.owned,
  mine: jobs.mine,
  update: jobs.update,
  setStatus: jobs.setStatus,
  applicants: applications.applicants,
  review: applications.review,
  applicationsOf: applications.applicationsOf,
  statusFor: applications.statusFor,
  applicationTo: applications.applicationTo,
  lastCv: applications.lastCv,
  publicJob: jobs.publicJob,
  digestDue: digest.digestDue,
  matchAlerts: alertMatch.matchAlerts,
  alertMatchingsDue: alertMatch.alertMatchingsDue,
  day: digest.day,
};
const ALERTS = { add: alerts.add, of: alerts.of, remove: alerts.remove };

export function createHiring(db: Db, write: Write, now: () => Date = () => new Date()) {
  const store: HiringStore = { db, write, now, engine: createSearchEngine(db) };
  return {
    ...bindStore<HiringStore, typeof FUNCTIONS>(store, FUNCTIONS),
    alerts: bindStore<HiringStore, typeof ALERTS>(store, ALERTS),
  };
}

export type Hiring = ReturnType<typeof createHiring>;
