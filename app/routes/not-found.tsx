import { data } from "react-router";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { notFoundMeta } from "~/lib/seo";
import { routeLoader } from "~/lib/route-policy.server";

export const loader = routeLoader({ who: "anyone" }, () => {
  return data(null, { status: 404 });
});

export function meta() {
  return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
}

export default function NotFound() {
  return <NotFoundScreen title={NOT_FOUND_PAGE.title} message={NOT_FOUND_PAGE.message} />;
}
