import {
  ARTICLE_KINDS,
  ARTICLE_LIMITS,
  COMPLIANCE_JURISDICTIONS,
  COMPLIANCE_TOPICS,
  type ArticleDetails,
  type ArticleKind,
  type ArticleRecord,
} from "./rules";
import { isHiddenCharacter } from "~/lib/control-characters";

// The article editor's fields (the console's, and a buyer's case study submission), read from a
// posted form and checked; what it gives back is what the form shows again.

export interface ArticleFormValues {
  kind: ArticleKind;
  title: string;
  excerpt: string;
  author: string;
  imageUrl: string;
  body: string;
  sector: string;
  region: string;
  companies: string;
  results: string;
  jurisdiction: string;
  topic: string;
  templates: string;
  publishAt: string;
}

export const DEFAULT_IMAGE = "/images/articles/nearshoring-rebalances-supplier-networks.svg";

export function formValuesOf(article: ArticleRecord | null, kind: ArticleKind): ArticleFormValues {
  const d = article?.details ?? {};
  return {
    kind: article?.kind ?? kind,
    title: article?.title ?? "",
    excerpt: article?.excerpt ?? "",
    author: article?.author ?? "",
    // A new article has no picture until one is chosen (issue 44, item 12).
    imageUrl: article?.imageUrl ?? "",
    body: article?.body ?? "",
    sector: d.sector ?? "",
    region: d.region ?? "",
    companies: (d.companies ?? []).join(", "),
    results: (d.results ?? []).join("\n"),
    jurisdiction: d.jurisdiction ?? "",
    topic: d.topic ?? "",
    templates: (d.templates ?? []).join(", "),
    publishAt: article?.publishAt?.slice(0, 16) ?? "",
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  if (typeof value !== "string") return "";
  // Hidden characters (decision 146) are dropped; line breaks and tabs stay.
  return Array.from(value.replace(/\r\n?/g, "\n"))
    .filter((c) => c === "\n" || c === "\t" || !isHiddenCharacter(c))
    .join("")
    .trim();
};
const list = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((v) => v.trim())
    .filter(Boolean);

export type ArticleFormResult =
  | {
      ok: true;
      values: ArticleFormValues;
      input: {
        kind: ArticleKind;
        title: string;
        excerpt: string;
        author: string;
        body: string;
        imageUrl: string;
        details: ArticleDetails;
      };
    }
  | {
      ok: false;
      values: ArticleFormValues;
      errors: Partial<Record<keyof ArticleFormValues, string>>;
    };

export function readArticleForm(form: FormData, fixedKind?: ArticleKind): ArticleFormResult {
  const kindText = fixedKind ?? text(form, "kind");
  const kind = (ARTICLE_KINDS as readonly string[]).includes(kindText)
    ? (kindText as ArticleKind)
    : "news";
  const values: ArticleFormValues = {
    kind,
    title: text(form, "title"),
    excerpt: text(form, "excerpt"),
    author: text(form, "author"),
    imageUrl: text(form, "imageUrl"),
    body: text(form, "body"),
    sector: text(form, "sector"),
    region: text(form, "region"),
    companies: text(form, "companies"),
    results: text(form, "results"),
    jurisdiction: text(form, "jurisdiction"),
    topic: text(form, "topic"),
    templates: text(form, "templates"),
    publishAt: text(form, "publishAt"),
  };
  const errors: Partial<Record<keyof ArticleFormValues, string>> = {};
  if (!values.title) errors.title = "Enter a title.";
  else if (values.title.length > ARTICLE_LIMITS.title)
    errors.title = `The title must be at most ${ARTICLE_LIMITS.title} characters.`;
  if (!values.excerpt) errors.excerpt = "Enter a summary.";
  else if (values.excerpt.length > ARTICLE_LIMITS.excerpt)
    errors.excerpt = `The summary must be at most ${ARTICLE_LIMITS.excerpt} characters.`;
  if (!values.author) errors.author = "Enter the author's name.";
  else if (values.author.length > ARTICLE_LIMITS.author)
    errors.author = `The author's name must be at most ${ARTICLE_LIMITS.author} characters.`;
  if (!values.body) errors.body = "Write the article.";
  else if (values.body.length > ARTICLE_LIMITS.body)
    errors.body = `The article must be at most ${ARTICLE_LIMITS.body} characters.`;
  if (
    values.imageUrl &&
    (!/^\/images\/[\w./-]+$/.test(values.imageUrl) || values.imageUrl.includes(".."))
  )
    errors.imageUrl = "The picture must be one of the site's images (a path starting /images/).";
  if (kind === "compliance") {
    if (!(COMPLIANCE_JURISDICTIONS as readonly string[]).includes(values.jurisdiction))
      errors.jurisdiction = "Choose a jurisdiction.";
    if (!(COMPLIANCE_TOPICS as readonly string[]).includes(values.topic))
      errors.topic = "Choose a topic.";
  }
  if (kind === "case-study" && !values.sector) errors.sector = "Enter the sector.";
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  const details: ArticleDetails =
    kind === "case-study"
      ? {
          sector: values.sector,
          region: values.region || undefined,
          companies: list(values.companies, /[,\s]+/),
          results: list(values.results, /\n/),
        }
      : kind === "compliance"
        ? {
            jurisdiction: values.jurisdiction,
            topic: values.topic,
            templates: list(values.templates, /[,\s]+/),
          }
        : {};
  return {
    ok: true,
    values,
    input: {
      kind,
      title: values.title,
      excerpt: values.excerpt,
      author: values.author,
      body: values.body,
      imageUrl: values.imageUrl,
      details,
    },
  };
}
