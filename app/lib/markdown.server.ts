import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { toString } from "mdast-util-to-string";
import type { Heading, Root } from "mdast";
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { unified, type Transformer } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { isHiddenCharacter } from "./control-characters";
import { MENTION } from "./mention-pattern";

// Markdown written on the site, rendered to HTML on the server (docs/decisions/170). Two
// profiles share one pipeline:
//
// - "article": what operators write (news, case studies, guides): headings, lists, tables,
//   images, links;
// - "post": what members write (threads, replies, bios): paragraphs, emphasis, lists, quotes,
//   code and links marked rel="nofollow ugc"; images only of the site's own with alt text, no
//   headings above h4.
//
// Raw HTML in the source is never passed through (remark-rehype drops it), and the result is
// sanitised by an allow-list (rehype-sanitize's GitHub schema): no script, no event handler, no
// style, only http(s) and mailto links. Hidden characters (bidi overrides, zero-width spaces:
// docs/decisions/146) are removed from the text.

export type MarkdownProfile = "article" | "post";

/** The most Markdown a member may post (characters); longer bodies are refused by the forms. */
export const MAX_POST_MARKDOWN = 20_000;
/** The most Markdown an operator's article may hold. */
export const MAX_ARTICLE_MARKDOWN = 200_000;

const protocols = { href: ["http", "https", "mailto"], src: ["http", "https"] };

const articleSchema: SanitizeSchema = {
  ...defaultSchema,
  // Images may also be the site's own (a path), never data: or javascript:.
  protocols,
  clobberPrefix: "md-",
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => !["input", "h1"].includes(t)),
};

const postSchema: SanitizeSchema = {
  ...defaultSchema,
  protocols,
  clobberPrefix: "md-",
  tagNames: (defaultSchema.tagNames ?? []).filter(
    (t) => !["input", "picture", "source", "h1", "h2", "h3", "details", "summary"].includes(t),
  ),
};

/** A path on this site ("/files/chart.png"), not another origin's ("//x.test/p.png"). */
const isSameSite = (src: unknown) => typeof src === "string" && /^\/(?!\/)/.test(src);

/**
 * After the allow-list: a link it took the address from (`javascript:`...) is its plain text,
 * not a dead link; a member's image shows when it is the site's own and says what it shows (its
 * alt text), else its alt text stands in its place (issue 44).
 */
function tidyAfterSanitize(profile: MarkdownProfile) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.tagName === "a" && node.properties.href === undefined) {
        parent.children.splice(index, 1, ...node.children);
        return index;
      }
      if (node.tagName === "img" && profile === "post") {
        const alt = String(node.properties.alt ?? "").trim();
        if (isSameSite(node.properties.src) && alt) return;
        const text: ElementContent[] = alt ? [{ type: "text", value: alt }] : [];
        parent.children.splice(index, 1, ...text);
        return index;
      }
    });
  };
}

/**
 * Links "@handle" to the member's page when `file.data.mentions` names that handle (the loader
 * gives only listed members'); text inside links and code is left as it is (decision 465).
 */
function linkMentions(): Transformer<HastRoot, HastRoot> {
  return (tree, file) => {
    const mentions = file.data.mentions as ReadonlyMap<string, string> | undefined;
    if (!mentions || mentions.size === 0) return;
    visit(tree, (node, index, parent) => {
      if (node.type === "element" && ["a", "code", "pre"].includes(node.tagName)) return SKIP;
      if (node.type !== "text" || !parent || index === undefined) return;
      const parts: ElementContent[] = [];
      let last = 0;
      for (const match of node.value.matchAll(MENTION)) {
        const href = mentions.get(match[2]!.toLowerCase());
        if (!href) continue;
        const at = match.index + match[1]!.length;
        if (at > last) parts.push({ type: "text", value: node.value.slice(last, at) });
        parts.push({
          type: "element",
          tagName: "a",
          properties: { href, className: ["mention"] },
          children: [{ type: "text", value: `@${match[2]}` }],
        });
        last = at + 1 + match[2]!.length;
      }
      if (parts.length === 0) return;
      if (last < node.value.length) parts.push({ type: "text", value: node.value.slice(last) });
      parent.children.splice(index, 1, ...parts);
      return index + parts.length;
    });
  };
}

function stripHidden(text: string): string {
  let out = "";
  for (const character of text)
    if (character === "\t" || character === "\n" || !isHiddenCharacter(character)) out += character;
  return out;
}

/** In a member's post, a heading is at most a fourth-level one: the page keeps its outline. */
function demoteHeadings() {
  return (tree: Root) => {
    visit(tree, "heading", (node: Heading) => {
      node.depth = Math.max(node.depth, 4) as Heading["depth"];
    });
  };
}

function pipeline(profile: MarkdownProfile) {
  const processor = unified().use(remarkParse).use(remarkGfm);
  if (profile === "post") processor.use(demoteHeadings);
  return processor
    .use(remarkRehype)
    .use(rehypeSanitize, profile === "post" ? postSchema : articleSchema)
    .use(tidyAfterSanitize, profile)
    .use(linkMentions)
    .use(rehypeExternalLinks, {
      rel: profile === "post" ? ["nofollow", "ugc", "noopener"] : ["noopener"],
    })
    .use(rehypeStringify);
}

const processors: Record<MarkdownProfile, ReturnType<typeof pipeline>> = {
  article: pipeline("article"),
  post: pipeline("post"),
};

/**
 * Safe HTML for Markdown source, by profile; `mentions` maps the handles that may be linked
 * ("@ada") to their pages.
 */
export function renderMarkdown(
  source: string,
  profile: MarkdownProfile,
  mentions?: ReadonlyMap<string, string>,
): string {
  const text = stripHidden(source.replace(/\r\n?/g, "\n"));
  return String(processors[profile].processSync({ value: text, data: { mentions } }));
}

const blocks = new Set(["paragraph", "heading", "listItem", "tableCell", "code", "blockquote"]);

/** Plain text of Markdown (for excerpts, meta descriptions, search and reading time). */
export function markdownToText(source: string): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(stripHidden(source));
  const parts: string[] = [];
  visit(tree, (node) => {
    if (blocks.has(node.type)) {
      parts.push(toString(node, { includeHtml: false }));
      return SKIP;
    }
  });
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/** Minutes to read, at 220 words a minute, at least one. */
export function readingMinutes(source: string): number {
  const words = markdownToText(source).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
