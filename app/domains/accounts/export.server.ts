import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { MemberRecords } from "./data/model.server";
import type { ExportedRequest } from "~/domains/requests/index.server";

// "Download my data" (issue 27, docs/decisions/154): a ZIP made on the server as it is sent,
// with JSON of the member's profile, companies, reviews, requests sent and received,
// notifications, lists, tenders and bids, hiring and community, and the requests' files as they
// were uploaded (byte for byte).

/** A file the member attached to one of their freelance proposals (decision 205). */
export interface ExportedProposalFile {
  id: string;
  proposalId: string;
  name: string;
  size: number;
  /** Its bytes as stored; it throws when they cannot be read. */
  open(): Promise<AsyncIterable<Uint8Array | string>>;
}

export interface MemberData {
  records: MemberRecords;
  requests: { sent: ExportedRequest[]; received: ExportedRequest[] };
  proposalFiles?: ExportedProposalFile[];
}

/** The ZIP's own name: "procureconnect-data-2026-11-26.zip". */
export const exportFileName = (now: Date) =>
  `procureconnect-data-${now.toISOString().slice(0, 10)}.zip`;

const README = [
  "Your data on ProcureConnect, as it was when you downloaded it.",
  "",
  "profile.json                 your account: name, e-mail address, when you joined",
  "companies.json               the companies you own, whatever their status",
  "reviews.json                 the reviews you wrote, with the companies' replies",
  "requests-sent.json           the messages and quote requests you sent, with their replies",
  "requests-received.json       those sent to your companies, with their replies",
  "notifications.json           your notifications and e-mail settings",
  "lists.json                   your shortlists and saved jobs",
  "procurement.json             your tenders, the questions you asked and the bids you placed",
  "hiring.json                  the jobs and freelance work you posted, your proposals (with their",
  "                             `files`), job alerts and the jobs you applied to, with each",
  "                             application's status",
  "community.json               your directory profile, groups, threads, replies, articles, training",
  "files/                       the files of those requests and proposals (see their `files`)",
  "",
].join("\n");

/** A name safe in any unzip tool: no folders, no control characters. */
function safeName(name: string): string {
  const cleaned = [...name]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? "_" : ch))
    .join("")
    .replace(/[/\\:*?"<>|]/g, "_")
    .trim();
  return (cleaned || "file").slice(0, 120);
}

function requestsJson(folder: string, list: ExportedRequest[]) {
  return list.map(({ request, files }) => ({
    ...request,
    files: files.map((f) => ({
      name: f.name,
      size: f.size,
      path: `files/${folder}/${request.id}/${f.id}-${safeName(f.name)}`,
    })),
  }));
}

const proposalFilePath = (file: ExportedProposalFile) =>
  `files/proposals/${file.proposalId}/${file.id}-${safeName(file.name)}`;

/** hiring.json: each proposal names its files and where they are in the ZIP. */
function hiringJson(hiring: MemberRecords["activity"]["hiring"], files: ExportedProposalFile[]) {
  return {
    ...hiring,
    proposals: hiring.proposals.map((proposal) => ({
      ...proposal,
      files: files
        .filter((f) => f.proposalId === proposal.id)
        .map((f) => ({ name: f.name, size: f.size, path: proposalFilePath(f) })),
    })),
  };
}

/** The member's data as a ZIP, made while it is read. */
export function memberDataZip(data: MemberData, now = new Date()): ReadableStream<Uint8Array> {
  const { records, requests, proposalFiles = [] } = data;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const mtime = now;
      const addJson = (name: string, value: unknown) => {
        const entry = new ZipDeflate(name, { level: 6 });
        entry.mtime = mtime;
        zip.add(entry);
        entry.push(
          strToU8(typeof value === "string" ? value : JSON.stringify(value, null, 2)),
          true,
        );
      };
      // Stored as uploaded: most are compressed already, and the bytes stay the same.
      const addFile = async (name: string, content: AsyncIterable<Uint8Array | string>) => {
        const entry = new ZipPassThrough(name);
        entry.mtime = mtime;
        zip.add(entry);
        for await (const chunk of content) {
          entry.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk));
        }
        entry.push(new Uint8Array(0), true);
      };
      const run = async () => {
        addJson("README.txt", README);
        addJson("profile.json", records.profile);
        addJson("companies.json", records.companies);
        addJson("reviews.json", records.reviews);
        addJson("requests-sent.json", requestsJson("requests-sent", requests.sent));
        addJson("requests-received.json", requestsJson("requests-received", requests.received));
        addJson("notifications.json", {
          notifications: records.notifications,
          emailSettings: records.notificationSettings,
        });
        addJson("lists.json", { shortlists: records.shortlists, savedJobs: records.savedJobs });
        addJson("procurement.json", records.activity.procurement);
        addJson("hiring.json", hiringJson(records.activity.hiring, proposalFiles));
        addJson("community.json", records.activity.community);
        for (const [folder, list] of [
          ["requests-sent", requests.sent],
          ["requests-received", requests.received],
        ] as const) {
          for (const { request, files } of list) {
            for (const file of files) {
              const name = `files/${folder}/${request.id}/${file.id}-${safeName(file.name)}`;
              await addFile(name, (await file.open()) as AsyncIterable<Uint8Array | string>);
            }
          }
        }
        for (const file of proposalFiles) await addFile(proposalFilePath(file), await file.open());
        zip.end();
      };
      run().catch((error: unknown) => {
        zip.terminate();
        controller.error(error);
      });
    },
  });
}
