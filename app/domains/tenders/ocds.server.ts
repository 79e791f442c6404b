import { createHash } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { notFound } from "~/lib/access.server";
import { OCID_PREFIX, ocdsPackage, ocdsRelease } from "./ocds";

// The open data of public tenders (docs/decisions/132, 350-354): one release package per
// tender, and a feed of the awarded ones. Drafts and invitation-only tenders have none (404),
// nor has the feed while no public tender is awarded: a release package holds one release or more.

export const FEED_SIZE = 100;

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "public, max-age=300",
  "Access-Control-Allow-Origin": "*",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body, null, 2), { status, headers: HEADERS });

/**
 * The buyer's key in open data when they publish as themselves: one per account, the same on
 * every tender, from which the account's id cannot be read back (decision 351).
 */
export const memberKey = (accountId: string) =>
  createHash("sha256").update(`${OCID_PREFIX}:member:${accountId}`).digest("hex").slice(0, 20);

/** A public tender's release, undefined for a draft or an invitation-only tender. */
export async function releaseOf(context: AppLoadContext, id: string, now: Date) {
  const record = await context.repo.tenders.publicRecord(id, now);
  return record
    ? ocdsRelease({ ...record, buyerMemberKey: memberKey(record.buyerId) }, context.siteOrigin)
    : undefined;
}

/** The releases that follow a tender's in its process (its contracts', decision 415). */
export type LaterReleases = (
  context: AppLoadContext,
  tenderId: string,
  release: ReturnType<typeof ocdsRelease>,
) => Promise<{ ocid: string; id: string; date: string }[]>;

export async function tenderOcds(
  context: AppLoadContext,
  id: string,
  now = new Date(),
  later?: LaterReleases,
) {
  const release = await releaseOf(context, id, now);
  if (!release) notFound();
  const after = later ? await later(context, id, release) : [];
  return json(
    ocdsPackage(
      [release],
      {
        uri: `${context.siteOrigin}/projects/${id}/ocds.json`,
        publishedDate:
          [release, ...after]
            .map((r) => r.date)
            .sort()
            .pop() ?? release.date,
        siteUrl: context.siteOrigin,
      },
      after,
    ),
  );
}

/** Said, as JSON, where the feed has no package to give. */
export const NOTHING_AWARDED = "No public tender has been awarded yet.";

export async function awardedOcds(context: AppLoadContext, now = new Date()) {
  const ids = await context.repo.tenders.awardedPublicIds(FEED_SIZE);
  const releases = (await Promise.all(ids.map((id) => releaseOf(context, id, now)))).filter(
    (r) => r !== undefined,
  );
  const [newest, ...older] = releases;
  if (!newest) return json({ message: NOTHING_AWARDED }, 404);
  return json(
    ocdsPackage([newest, ...older], {
      uri: `${context.siteOrigin}/projects/ocds.json`,
      publishedDate: newest.date,
      siteUrl: context.siteOrigin,
    }),
  );
}
