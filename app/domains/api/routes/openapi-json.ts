import { routeLoader } from "~/lib/route-policy.server";
import { openApiDocument } from "../openapi";

// GET /api/v1/openapi.json: the API's OpenAPI 3.1 document.

export const loader = routeLoader({ who: "anyone" }, ({ context }) =>
  Response.json(openApiDocument(context.siteOrigin), {
    headers: { "Cache-Control": "public, max-age=300" },
  }),
);
