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
  route("vendors/register", "routes/company-register.tsx"),
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
  route("account/companies", "routes/account-companies.tsx"),
  route("account/companies/:slug/edit", "routes/account-company-edit.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin-queue.tsx"),
    route("companies", "routes/admin-companies.tsx"),
    route("history", "routes/admin-history.tsx"),
    route("inbox", "routes/admin-inbox.tsx"),
    route("inbox/:id", "routes/admin-submission.tsx"),
  ]),
  route("admin/reviews", "routes/admin-reviews.tsx"),
  route("menu", "routes/menu.tsx"),
  route("sign-in", "routes/account-entry.tsx", { id: "sign-in" }),
  route("join", "routes/account-entry.tsx", { id: "join" }),
  route("account/inbox", "routes/account-inbox.tsx"),
  route("account/inbox/:id", "routes/account-inbox-request.tsx"),
  route("account/inbox/:id/files/:fileId", "routes/account-inbox-file.tsx"),
  route("account/requests", "routes/account-requests.tsx"),
  route("account/requests/:id", "routes/account-request.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("robots.txt", "routes/robots.tsx"),
  ...placeholders,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
