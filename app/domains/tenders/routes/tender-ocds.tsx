import { tenderOcds } from "../ocds.server";
import type { Route } from "./+types/tender-ocds";

// A public tender as an Open Contracting Data Standard 1.1 release package.

export function loader({ context, params }: Route.LoaderArgs) {
  return tenderOcds(context, params.id);
}
