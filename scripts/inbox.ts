// The forms inbox from the command line: list submissions, show or export one with its files,
// manage mailboxes and re-send e-mail. Reads DATA_DIR (default ./data) and DATABASE_URL like the
// server; safe to run while the server is up (SQLite WAL lets readers and the writer work side
// by side; PostgreSQL is shared anyway).
//
//   npm run inbox                                  newest 20 submissions
//   npm run inbox -- list [--mailbox M] [--form F] [--limit N] [--json]
//   npm run inbox -- show <id|latest> [--json]
//   npm run inbox -- export <id|latest> [--out DIR] [--json]
//   npm run inbox -- find <field> <value>          ids of submissions with that exact value
//   npm run inbox -- mailboxes [--json]           with the activation link of pending ones
//   npm run inbox -- activate <mailbox>
//   npm run inbox -- resend <id>                   queue its e-mail again (needs SMTP_URL)
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { escapeControls, escapeJsonControls } from "../app/lib/control-characters";
import { normaliseMailbox } from "../server/inbox/config";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../server/private-files";
import { safeFileName } from "../server/inbox/receive";
import { InboxStore, LEGACY_INBOX_FILE } from "../server/inbox/store";
import type { Submission } from "../server/inbox/submissions";
import { DATABASE_FILE, isPostgresUrl, openDatabase } from "../server/db/database";
import { saveStream } from "../server/files/file-store";

const USAGE = `Usage: npm run inbox -- <command>
  list [--mailbox M] [--form F] [--limit N] [--json]
  show <id|latest> [--json]
  export <id|latest> [--out DIR] [--json]
  find <field> <value>
  mailboxes [--json]
  activate <mailbox>
  resend <id>`;

class UsageError extends Error {}

async function resolveId(store: InboxStore, id: string | undefined): Promise<Submission> {
  if (!id) throw new UsageError("Give a submission id, or `latest`.");
  const target = id === "latest" ? (await store.list({ limit: 1 }))[0]?.id : id;
  const submission = target ? await store.submission(target) : undefined;
  if (!submission) throw new UsageError(`No submission ${id}.`);
  return submission;
}

// What visitors sent is printed with its control and bidirectional characters made visible
// (<U+202E>), so that it cannot drive the terminal or disguise itself.
const say = (text: string) => console.log(escapeControls(text));
const sayJson = (value: unknown) => console.log(escapeJsonControls(JSON.stringify(value, null, 2)));

function printSubmission(s: Submission) {
  say(`${s.id}  ${s.form}  to ${s.mailbox}  received ${s.receivedAt}`);
  say(`e-mail: ${s.mailStatus}${s.mailError ? ` (${s.mailError})` : ""}`);
  say("");
  for (const f of s.fields) {
    if (f.value.includes("\n")) say(`${f.name}:\n  ${f.value.split("\n").join("\n  ")}`);
    else say(`${f.name}: ${f.value}`);
  }
  if (s.attachments.length) {
    say("\nattachments:");
    for (const a of s.attachments) {
      say(`  ${a.field}: ${a.originalName} (${a.contentType}, ${a.size} bytes)`);
      say(`    sha256 ${a.sha256}`);
    }
  }
}

async function exportSubmission(store: InboxStore, s: Submission, out: string) {
  const dir = path.resolve(out, s.id);
  // Visitors' CVs and contact details: private, like the data folder they come from.
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const files = [];
  for (const [i, a] of s.attachments.entries()) {
    const name = `${i + 1}-${safeFileName(a.originalName)}`;
    const written = await saveStream(await store.openAttachment(a), path.join(dir, name));
    if (written.sha256 !== a.sha256) {
      await rm(path.join(dir, name), { force: true });
      throw new Error(`Attachment ${a.originalName} of ${s.id} does not match its recorded hash.`);
    }
    files.push({ ...a, exportedAs: path.join(dir, name) });
  }
  const manifest = { ...s, attachments: files };
  await writeFile(path.join(dir, "submission.json"), JSON.stringify(manifest, null, 2) + "\n", {
    mode: PRIVATE_FILE_MODE,
  });
  return { dir, manifest };
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: "boolean", default: false },
      mailbox: { type: "string" },
      form: { type: "string" },
      limit: { type: "string", default: "20" },
      out: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command = "list", ...args] = positionals;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const dataDir = path.resolve(process.env.DATA_DIR || "data");
  const readOnly = ["list", "show", "export", "find", "mailboxes"].includes(command);
  const stored = [
    path.join(dataDir, DATABASE_FILE),
    path.join(dataDir, "inbox", LEGACY_INBOX_FILE),
  ];
  const url = process.env.DATABASE_URL;
  if (readOnly && !isPostgresUrl(url) && !stored.some((file) => existsSync(file))) {
    if (values.json) console.log("[]");
    else console.log(`No inbox yet in ${dataDir}: nothing has been submitted.`);
    return;
  }
  const db = await openDatabase({ dataDir, url });
  const store = await InboxStore.open(db, dataDir);
  try {
    switch (command) {
      case "list": {
        const limit = Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1)
          throw new UsageError("--limit must be a whole number.");
        const rows = await store.list({ mailbox: values.mailbox, form: values.form, limit });
        if (values.json) {
          sayJson(rows);
          break;
        }
        if (rows.length === 0) console.log("No submissions.");
        for (const r of rows) {
          const files = r.attachmentCount ? `, ${r.attachmentCount} file(s)` : "";
          say(
            `${r.id}  ${r.receivedAt}  ${r.form.padEnd(15)}  ${r.sender || "-"}${files}  [mail: ${r.mailStatus}]`,
          );
        }
        console.log(`\n${await store.count()} submission(s) in ${dataDir}.`);
        break;
      }
      case "show": {
        const s = await resolveId(store, args[0]);
        if (values.json) sayJson(s);
        else printSubmission(s);
        break;
      }
      case "export": {
        const s = await resolveId(store, args[0]);
        const { dir, manifest } = await exportSubmission(
          store,
          s,
          values.out ?? path.join(dataDir, "exports"),
        );
        if (values.json) sayJson(manifest);
        else console.log(`Exported ${s.id} with ${s.attachments.length} file(s) to ${dir}`);
        break;
      }
      case "find": {
        const [field, value] = args;
        if (!field || value === undefined) throw new UsageError("Give a field name and a value.");
        console.log(JSON.stringify(await store.findByField(field, value)));
        break;
      }
      case "mailboxes": {
        const mailboxes = (await store.mailboxes()).map((m) => ({
          address: m.address,
          status: m.status,
          activatedAt: m.activatedAt,
          // The operator may open (or pass on) the link the mailbox's owner was sent.
          activationPath: m.activationToken ? `/api/forms/activate/${m.activationToken}` : null,
        }));
        if (values.json) {
          sayJson(mailboxes);
          break;
        }
        for (const m of mailboxes) {
          const detail = m.activatedAt
            ? `since ${m.activatedAt}`
            : `activate at ${m.activationPath}`;
          say(`${m.address}  ${m.status}  ${detail}`);
        }
        break;
      }
      case "activate": {
        if (!args[0]) throw new UsageError("Give the mailbox to activate.");
        const m = await store.activateMailbox(normaliseMailbox(args[0]));
        console.log(`${m.address} is active.`);
        break;
      }
      case "resend": {
        const s = await resolveId(store, args[0]);
        await store.requeueMail(s.id);
        console.log(`The e-mail for ${s.id} is queued; a running server with SMTP_URL sends it.`);
        break;
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
