import type { AppLoadContext } from "react-router";
import { notFound } from "~/lib/access.server";
import { ocdsPackage, ocdsRelease } from "./ocds";

// The open data of public tenders (docs/decisions/132): one release package per tender, and a
// feed of the awarded ones. Drafts and invitation-only tenders have none (404).

export const FEED_SIZE = 100;

const json = (body: unknown) =>
  new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
    },
  });

async function releaseOf(context: AppLoadContext, id: string, now: Date) {
  const record = await context.repo.tenders.publicRecord(id, now);
  return record ? ocdsRelease(record, context.siteOrigin) : undefined;
}

export async function tenderOcds(context: AppLoadContext, id: string, now = new Date()) {
  const release = await releaseOf(context, id, now);
  if (!release) notFound();
  return json(
    ocdsPackage([release], {
      uri: `${context.siteOrigin}/projects/${id}/ocds.json`,
      publishedDate: release.date,
      siteUrl: context.siteOrigin,
    }),
  );
}

export async function awardedOcds(context: AppLoadContext, now = new Date()) {
  const ids = await context.repo.tenders.awardedPublicIds(FEED_SIZE);
  const releases = (await Promise.all(ids.map((id) => releaseOf(context, id, now)))).filter(
    (r) => r !== undefined,
  );
  return json(
    ocdsPackage(releases, {
      uri: `${context.siteOrigin}/projects/ocds.json`,
      publishedDate: releases[0]?.date ?? now.toISOString(),
      siteUrl: context.siteOrigin,
    }),
  );
}
