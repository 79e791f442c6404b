import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { apiEndpoint } from "../api-route.server";
import { ApiProblem } from "../problem";

// Any other address under /api/v1: a problem document, not the site's HTML "not found" page.

const nothing = () => {
  throw new ApiProblem(
    404,
    "There is no such endpoint. The API's endpoints are listed in /api/v1/openapi.json.",
  );
};

export const loader = apiEndpoint("public", routeLoader({ who: "anyone" }, nothing));
export const action = apiEndpoint("public", routeAction({ who: "anyone" }, nothing));
