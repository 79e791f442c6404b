import { renderMarkdown } from "~/lib/markdown.server";
import { escapeXml } from "~/lib/monogram";
import { SITE_NAME } from "~/lib/site-config";
import type { Route } from "./+types/news-feed";
import { routeLoader } from "~/lib/route-policy.server";

// The Atom feed of Articles & News (/knowledge/news/feed.xml): the published articles, newest
// first, each with its summary and its body as sanitised HTML. Drafts and scheduled articles are
// not in it.

const FEED_SIZE = 20;

export const loader = routeLoader({ who: "anyone" }, async ({ context }: Route.LoaderArgs) => {
  const articles = (await context.repo.knowledge.articles.published("news")).slice(0, FEED_SIZE);
  const origin = context.siteOrigin;
  const self = `${origin}/knowledge/news/feed.xml`;
  const updated = articles
    .map((a) => a.updatedAt ?? a.publishAt ?? `${a.date}T00:00:00.000Z`)
    .sort()
    .at(-1);
  const entries = articles.map((a) => {
    const url = `${origin}/knowledge/news/${a.slug}`;
    const published = a.publishAt ?? `${a.date}T00:00:00.000Z`;
    return [
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(a.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${published}</published>`,
      `    <updated>${a.updatedAt && a.updatedAt > published ? a.updatedAt : published}</updated>`,
      `    <author><name>${escapeXml(a.author)}</name></author>`,
      `    <summary>${escapeXml(a.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(renderMarkdown(a.body, "article"))}</content>`,
      "  </entry>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(`Articles & News | ${SITE_NAME}`)}</title>`,
    `  <subtitle>Procurement news and insights.</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(origin)}/knowledge/news"/>`,
    `  <updated>${updated ?? new Date(0).toISOString()}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
});
