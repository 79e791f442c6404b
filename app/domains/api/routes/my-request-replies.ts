import { THREAD_FORM, THREAD_LIMIT, threadAction } from "~/domains/requests/index.server";
import { routeAction } from "~/lib/route-policy.server";
import { apiEndpoint, tokenGrant, postOnly } from "../api-route.server";
import { myRequest } from "../member.server";
import type { Route } from "./+types/my-request-replies";

// POST /api/v1/me/requests/{id}/replies: the company's reply, through the inbox page's own action
// (its form rules, rate limit and command), after the request is found to be the token's company's.

export const action = apiEndpoint(
  "write",
  routeAction(
    { who: "member", body: THREAD_FORM, limit: THREAD_LIMIT },
    async ({ context, params }: Route.ActionArgs, { viewer, form, limit }) => {
      await myRequest(context, viewer, tokenGrant(context), params.id);
      if (typeof form !== "string") form.set("intent", "reply");
      const owner = { ...viewer, isOperator: false };
      const answer = await threadAction(form, {
        limit,
        reply: (body, files, key) =>
          context.requests.replyAsOwner(owner, params.id, body, files, key),
        setOpen: (open) => context.requests.setOpen({ owner }, params.id, open),
        revoke: () => context.requests.revokeLinks({ owner }, params.id),
      });
      const status = "init" in answer ? (answer.init?.status ?? 200) : 200;
      if (status >= 400) return answer;
      const detail = await myRequest(context, viewer, tokenGrant(context), params.id);
      return new Response(JSON.stringify(detail), {
        status: 201,
        headers: { "Content-Type": "application/json" },
      });
    },
  ),
);

export const loader = postOnly();
