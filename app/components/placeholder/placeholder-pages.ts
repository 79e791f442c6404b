// The placeholder screens of the spec's route table, keyed by path.

// The default message lives on its own so the layout's error screen does not pull in this table.
export { DEFAULT_PLACEHOLDER_MESSAGE } from "./placeholder-message";

export type PlaceholderIcon =
  | "groups"
  | "case-studies"
  | "freelance"
  | "article"
  | "training"
  | "sources"
  | "compliance"
  | "discussions"
  | "mission"
  | "team"
  | "not-found"
  | "error";

export interface PlaceholderPage {
  path: string;
  title: string;
  description: string;
  icon: PlaceholderIcon;
  message?: string;
}

export const placeholderPages = [
  {
    path: "/jobs/freelance",
    title: "Freelance Opportunities",
    description: "Short-term and freelance procurement assignments.",
    icon: "freelance",
  },
] as const satisfies readonly PlaceholderPage[];

export const NOT_FOUND_PAGE: PlaceholderPage = {
  path: "*",
  title: "Page Not Found",
  description: "The page you are looking for does not exist.",
  icon: "not-found",
  message: "The page you are looking for does not exist or has been moved.",
};

export function getPlaceholderPage(pathname: string): PlaceholderPage {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return placeholderPages.find((p) => p.path === clean) ?? NOT_FOUND_PAGE;
}
