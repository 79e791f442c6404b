// Operators of the network, from the command line: the only way anyone becomes one. Reads
// DATA_DIR (default ./data) and DATABASE_URL like the server, and is safe to run while it is up.
//
//   npm run admin -- grant <email>    the member with this e-mail may use /admin
//   npm run admin -- revoke <email>
//   npm run admin -- list
//   npm run admin -- assign <vendor-slug> <email>   the member owns this listing (a claimed profile)
//   npm run admin -- unassign <vendor-slug>
//   npm run admin -- verify <email>      confirm the member's e-mail address (without mail)
//   npm run admin -- unverified          the members who have not confirmed theirs
//   npm run admin -- change-email <old> <new>   change a member's address (without mail)
//   npm run admin -- sweep-files         remove stored files nothing refers to (over an hour old)
//   npm run admin -- audit-check <tender-id>   check a tender's audit trail, entry by entry
import path from "node:path";
import { openDatabase } from "../server/db/database";
import { createRepository } from "../server/db/repository";
import { sweepFiles, sweptFileLines } from "../server/files/sweep";

const USAGE = `Usage: npm run admin -- <command>
  grant <email>    make the member with this e-mail an operator
  revoke <email>   take the operator role away
  list             the operators
  assign <vendor-slug> <email>   make the member the owner of a listed company
  unassign <vendor-slug>         the company has no owner any more
  verify <email>   confirm the member's e-mail address (when the site sends no e-mail)
  unverified       the members who have not confirmed their e-mail address
  change-email <old> <new>   change a member's e-mail address (when the site sends no e-mail)
  sweep-files      remove the stored files nothing refers to (older than an hour), listing them
  audit-check <tender-id>   check the tender's audit trail: each entry holds the hash of the one before`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const arity: Record<string, number> = {
    grant: 1,
    revoke: 1,
    list: 0,
    assign: 2,
    unassign: 1,
    verify: 1,
    unverified: 0,
    "change-email": 2,
    "sweep-files": 0,
    "audit-check": 1,
  };
  if (!command || arity[command] !== rest.length) {
    console.error(USAGE);
    return 2;
  }
  const [email] = rest;
  const dataDir = path.resolve(process.env.DATA_DIR || "data");
  const db = await openDatabase({ dataDir, url: process.env.DATABASE_URL });
  try {
    const repo = createRepository(db);
    if (command === "list") {
      const operators = await repo.operators.list().catch(noAccountsYet([]));
      if (operators.length === 0) console.log("No operators yet.");
      for (const o of operators) console.log(`${o.email}\t${o.name}\tsince ${o.grantedAt}`);
      return 0;
    }
    if (command === "verify") {
      if (!(await repo.accountEmails.verify(email!).catch(noAccountsYet(false)))) {
        console.error(`No member has the e-mail ${email}: they must join the site first.`);
        return 1;
      }
      console.log(`${email} is confirmed: they may publish.`);
      return 0;
    }
    if (command === "unverified") {
      const members = await repo.accountEmails.unverified().catch(noAccountsYet([]));
      if (members.length === 0) console.log("Every member has confirmed their e-mail address.");
      for (const m of members) console.log(`${m.email}\t${m.name}\tjoined ${m.joinedAt}`);
      return 0;
    }
    if (command === "change-email") {
      const [from, to] = rest as [string, string];
      const done = await repo.accountEmails.changeEmail(from, to).catch(noAccountsYet("no-member"));
      if (done === "no-member") {
        console.error(`No member has the e-mail ${from}: they must join the site first.`);
        return 1;
      }
      if (done === "taken") {
        console.error(`Another member already has the e-mail ${to}: nothing changed.`);
        return 1;
      }
      console.log(`${from} is now ${to.trim().toLowerCase()}: they sign in with it.`);
      return 0;
    }
    if (command === "assign" || command === "unassign") {
      const [slug, owner] = rest as [string, string | undefined];
      const done = await repo.vendors.assignOwner(slug, owner ?? null).catch(noAccountsYet(null));
      if (done === "no-vendor") {
        console.error(`No company has the address /vendors/${slug}.`);
        return 1;
      }
      if (done === null || done === "no-member") {
        console.error(`No member has the e-mail ${owner}: they must join the site first.`);
        return 1;
      }
      console.log(owner ? `${owner} owns /vendors/${slug}.` : `/vendors/${slug} has no owner now.`);
      return 0;
    }
    if (command === "sweep-files") {
      const removed = await sweepFiles(db, dataDir);
      for (const line of sweptFileLines(removed)) console.log(line);
      console.log(
        removed.length === 0
          ? "No stored file is unreferenced and over an hour old: nothing removed."
          : `Removed ${removed.length} stored file(s) that nothing refers to.`,
      );
      return 0;
    }
    if (command === "audit-check") {
      const trail = await repo.tenders.auditTrail(rest[0]!);
      for (const e of trail)
        console.log(`${e.seq}\t${e.at}\t${e.event}\t${e.actorRole}\t${e.hash}`);
      const check = await repo.tenders.checkAudit(rest[0]!);
      if (check.entries === 0) {
        console.error(`No audit entry for the tender ${rest[0]}.`);
        return 1;
      }
      if (!check.ok) {
        console.error(`The chain is broken at entry ${check.brokenAt}: ${check.reason}.`);
        return 1;
      }
      console.log(`The chain is intact: ${check.entries} entries.`);
      return 0;
    }
    const change = command === "grant" ? repo.operators.grant : repo.operators.revoke;
    const done = await change(email!).catch(noAccountsYet(false));
    if (!done) {
      console.error(`No member has the e-mail ${email}: they must join the site first.`);
      return 1;
    }
    console.log(
      command === "grant" ? `${email} is an operator.` : `${email} is no longer an operator.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

/** Before anyone has joined, the accounts' table does not exist yet: nobody to find. */
function noAccountsYet<T>(value: T) {
  return (error: unknown): T => {
    if (error instanceof Error && /no such table|does not exist/.test(error.message)) return value;
    throw error;
  };
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
