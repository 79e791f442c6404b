import { awardedOcds } from "../ocds.server";
import type { Route } from "./+types/tenders-ocds-feed";

// The awarded public tenders, newest first, as one OCDS 1.1 release package.

export function loader({ context }: Route.LoaderArgs) {
  return awardedOcds(context);
}
