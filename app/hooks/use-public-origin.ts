import { useRouteLoaderData } from "react-router";
import { originOfRootData } from "~/lib/public-origin";

/** The site's public origin, as the root loader gave it (the server's setting, read at run time). */
export function usePublicOrigin(): string {
  return originOfRootData(useRouteLoaderData("root"));
}
