import type { AppLoadContext } from "react-router";
import { scorecard, type Scorecard } from "./scorecard";

/** A supplier's scorecard, from its contracts on the site and its verified buyers' reviews. */
export async function supplierScorecard(
  context: AppLoadContext,
  vendorId: string,
): Promise<Scorecard> {
  const ratings = await context.repo.reviews.verifiedRatings(vendorId);
  return scorecard(await context.repo.contracts.scorecardInput(vendorId, ratings));
}
