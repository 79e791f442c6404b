import { comparisonExport } from "../comparison.server";
import type { Route } from "./+types/tender-bids-export";
import { routeLoader } from "~/lib/route-policy.server";

// The comparison as a spreadsheet (XLSX, written by exceljs on the server) or CSV: the buyer
// only, after the deadline; 404 for anyone else.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) => {
    const format = new URL(request.url).pathname.endsWith(".csv") ? "csv" : "xlsx";
    return comparisonExport(context, viewer, params.id, format);
  },
);
