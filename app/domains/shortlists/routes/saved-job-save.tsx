import { redirect } from "react-router";
import { saveJobAction } from "../save-action.server";
import type { Route } from "./+types/saved-job-save";

// A job ad's Save for Later button posts here (app/components/shared/save-toggle).

export function loader() {
  return redirect("/account/saved-jobs");
}

export function action({ context, request }: Route.ActionArgs) {
  return saveJobAction(context, request);
}
