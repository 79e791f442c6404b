import { REQUEST_FORM_LABELS, type RequestForm } from "./rules";
import { notFoundMeta } from "~/lib/seo";

/** A request page's title, as its company ("for") or its buyer ("to") reads it; 404 without one. */
export function requestMeta(
  r: { form: RequestForm; company: { name: string } } | undefined,
  who: "company" | "buyer",
) {
  if (!r) return notFoundMeta("Request not found", "This request does not exist.");
  const to = who === "company" ? "for" : "to";
  return [
    { title: `${REQUEST_FORM_LABELS[r.form]} ${to} ${r.company.name} | ProcureConnect` },
    { name: "robots", content: "noindex" },
  ];
}
