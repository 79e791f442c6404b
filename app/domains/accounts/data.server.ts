import type { Db } from "../../../server/db/database";
import { bindStore, type Write } from "../../../server/db/write";
import * as emails from "./data/emails.server";
import * as leaving from "./data/leaving.server";
import type { AccountStore } from "./data/model.server";
import * as records from "./data/records.server";

// The accounts' data layer, as the repository hands it to loaders and actions: one member's
// records as a whole (`repo.accountRecords`: their data export, and deleting their account) and
// members' e-mail addresses as operators confirm or change them (`repo.accountEmails`).

const RECORDS = { of: records.of, erase: leaving.erase };
const EMAILS = {
  unverified: emails.unverifiedMembers,
  verify: emails.markVerified,
  changeEmail: emails.changeEmailByOperator,
};

export function accountsRepository(db: Db, write: Write) {
  const store: AccountStore = { db, write };
  return { records: bindStore(store, RECORDS), emails: bindStore(store, EMAILS) };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
