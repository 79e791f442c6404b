import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { placeholderPages } from "./components/placeholder/placeholder-pages";

// The spec's route table. Placeholder screens share one module, told apart by path.
const placeholders = placeholderPages.map((p) =>
  route(p.path.slice(1), "routes/placeholder.tsx", { id: `placeholder${p.path}` }),
);

export default [
  index("routes/home.tsx"),
  route("network/members", "routes/members.tsx"),
  route("projects", "routes/projects.tsx"),
  route("vendors", "routes/vendors.tsx"),
  route("vendors/reviews", "routes/vendor-reviews.tsx"),
  route("vendors/:slug", "routes/vendor-detail.tsx"),
  route("vendors/:slug/contact", "routes/vendor-form.tsx", { id: "vendor-contact" }),
  route("vendors/:slug/quote", "routes/vendor-form.tsx", { id: "vendor-quote" }),
  route("jobs", "routes/jobs.tsx"),
  route("jobs/:id", "routes/job-detail.tsx"),
  route("jobs/:id/apply", "routes/job-apply.tsx"),
  route("knowledge/news", "routes/news.tsx", { id: "knowledge-news" }),
  route("knowledge/news/:slug", "routes/article-detail.tsx"),
  route("knowledge/templates", "routes/templates.tsx"),
  route("resources/tools", "routes/tools.tsx"),
  route("resources/news", "routes/news.tsx", { id: "resources-news" }),
  route("ideas/challenges", "routes/challenges.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("legal/privacy", "routes/privacy.tsx"),
  route("legal/terms", "routes/terms.tsx"),
  route("admin/reviews", "routes/admin-reviews.tsx"),
  route("menu", "routes/menu.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("robots.txt", "routes/robots.tsx"),
  ...placeholders,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
