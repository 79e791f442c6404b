import type { AppLoadContext } from "react-router";
import { contractReleasesOfTender, tenderRecord } from "~/domains/contracts/index.server";
import { ocdsPackage } from "~/domains/tenders/index";
import { problemResponse } from "./problem";
import { publicTenderRelease } from "~/domains/tenders/index.server";

// OCDS in bulk (issue 45 item 5, decision 506): a release package per UTC day, holding every
// release of a public process dated that day (a tender's release carries the date of its latest
// change; a contract's releases the dates of its signature, amendments and implementation), found
// through the change feed's record of which processes changed on the day. A process's record
// package is /projects/{id}/ocds-record.json, aliased under /api/v1/ocds/records/{id}.json.

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "public, max-age=300",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body, null, 2), { status, headers: HEADERS });

/** Said, as JSON, for a day on which no release was published. */
export const NO_RELEASES = "No release was published on that day.";
const NO_SUCH_DAY = "Name a day of the calendar as YYYY-MM-DD.json.";

/** The day a `YYYY-MM-DD.json` parameter names, or null. */
export function dayOf(param: string | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})\.json$/.exec(param ?? "");
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}

type TenderRelease = NonNullable<Awaited<ReturnType<typeof publicTenderRelease>>>;

export async function dayReleases(context: AppLoadContext, param: string | undefined) {
  const day = dayOf(param);
  if (!day) return json({ message: NO_SUCH_DAY }, 404);
  const now = new Date();
  const changes = await context.repo.feed.onDay(day);
  const tenderIds = [...new Set(changes.flatMap((c) => (c.tenderId ? [c.tenderId] : [])))];
  const tenders: TenderRelease[] = [];
  const later: Awaited<ReturnType<typeof contractReleasesOfTender>> = [];
  let any: TenderRelease | undefined;
  for (const id of tenderIds) {
    const release = await publicTenderRelease(context, id, now);
    if (!release) continue;
    any ??= release;
    if (release.date.startsWith(day)) tenders.push(release);
    const contracts = await contractReleasesOfTender(context, id, release);
    later.push(...contracts.filter((r) => r.date.startsWith(day)));
  }
  const releases = [...tenders, ...later].sort((a, b) => a.date.localeCompare(b.date));
  if (!any || releases.length === 0) return json({ message: NO_RELEASES }, 404);
  const options = {
    uri: `${context.siteOrigin}/api/v1/ocds/releases/${day}.json`,
    publishedDate: releases[releases.length - 1]!.date,
    siteUrl: context.siteOrigin,
  };
  const [first, ...rest] = tenders;
  const extensions = first ? ocdsPackage([first, ...rest], options).extensions : [];
  return json({ ...ocdsPackage([any], options), extensions, releases });
}

/** The days of the last `days` on which public processes changed, newest first. */
export async function releaseDays(context: AppLoadContext, request: Request, days = 31) {
  const [name] = new URL(request.url).searchParams.keys();
  if (name !== undefined)
    return problemResponse(400, `Unknown query parameter "${name}". This list takes none.`);
  const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const list = await context.repo.feed.processDaysSince(since);
  return json({
    days: list.map((day) => ({
      day,
      url: `${context.siteOrigin}/api/v1/ocds/releases/${day}.json`,
    })),
  });
}

/** /api/v1/ocds/records/{id}.json: the process's record package (the tenders' own address). */
export function recordIdOf(param: string | undefined): string | null {
  const match = /^([A-Za-z0-9_-]{1,80})\.json$/.exec(param ?? "");
  return match ? match[1]! : null;
}

const NO_PROCESS = "No public contracting process has that id.";

const isNotFound = (thrown: unknown) =>
  (thrown as { init?: { status?: number } } | null)?.init?.status === 404;

/** The record package, or a 404 problem document as the API's errors are (decision 492). */
export async function processRecord(context: AppLoadContext, param: string | undefined) {
  const id = recordIdOf(param);
  if (!id) return problemResponse(404, NO_PROCESS);
  try {
    return await tenderRecord(context, id);
  } catch (thrown) {
    if (isNotFound(thrown)) return problemResponse(404, NO_PROCESS);
    throw thrown;
  }
}
