import { redirect } from "react-router";
import { saveVendorAction } from "../save-action.server";
import type { Route } from "./+types/shortlist-save";

// The Save button of supplier cards and profiles posts here (app/components/shared/save-toggle).

export function loader() {
  return redirect("/account/shortlists");
}

export function action({ context, request }: Route.ActionArgs) {
  return saveVendorAction(context, request);
}
