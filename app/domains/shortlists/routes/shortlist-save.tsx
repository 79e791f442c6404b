import { redirect } from "react-router";
import { MAX_SAVE_FORM_BYTES, SAVE_LIMIT, saveVendorAction } from "../save-action.server";
import type { Route } from "./+types/shortlist-save";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The Save button of supplier cards and profiles posts here (app/components/shared/save-toggle).

export const loader = routeLoader({ who: "anyone" }, () => {
  return redirect("/account/shortlists");
});

export const action = routeAction(
  { who: "anyone", body: { max: MAX_SAVE_FORM_BYTES, refusals: "handler" }, limit: SAVE_LIMIT },
  ({ context, request }: Route.ActionArgs, posted) => saveVendorAction(context, request, posted),
);
