import { redirect } from "react-router";
import { MAX_SAVE_FORM_BYTES, SAVE_LIMIT, saveJobAction } from "../save-action.server";
import type { Route } from "./+types/saved-job-save";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// A job ad's Save for Later button posts here (app/components/shared/save-toggle).

export const loader = routeLoader({ who: "anyone" }, () => {
  return redirect("/account/saved-jobs");
});

export const action = routeAction(
  { who: "anyone", body: { max: MAX_SAVE_FORM_BYTES, refusals: "handler" }, limit: SAVE_LIMIT },
  ({ context, request }: Route.ActionArgs, posted) => saveJobAction(context, request, posted),
);
