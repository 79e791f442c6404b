import { contractAction } from "~/domains/contracts/index.server";
import { routeAction } from "~/lib/route-policy.server";
import { apiEndpoint, tokenGrant, postOnly } from "../api-route.server";
import { myContract } from "../member.server";
import type { Route } from "./+types/my-contract-actions";

// POST /api/v1/me/contracts/{id}/actions: what a party does on the contract's page (accept,
// decline, confirm an order, approve an invoice...), by `intent`, through the page's own action.
// The contract page's redirect after a success is answered with the contract as it now is.

export const action = apiEndpoint(
  "write",
  routeAction(
    { who: "member", body: 64 * 1024 },
    async ({ context, params }: Route.ActionArgs, posted) => {
      const grant = tokenGrant(context);
      await myContract(context, posted.viewer, grant, params.id);
      const answer = await contractAction(context, posted, params.id);
      if (answer instanceof Response && answer.status >= 300 && answer.status < 400)
        return myContract(context, posted.viewer, grant, params.id);
      return answer;
    },
  ),
);

export const loader = postOnly();
