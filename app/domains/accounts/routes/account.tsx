import { ACCOUNT_FORM_MAX_BYTES, ACCOUNT_LIMIT, accountAction } from "../account-action.server";
import { AccountPage } from "../account-page";
import { ACCOUNT_TEXT } from "../account-text";
import { mustVerify } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The member's account page (/account, members only): their e-mail address and whether it is
// confirmed (with "Resend"), their password (current one required), sessions, two-step sign-in,
// data and leaving. Works without JavaScript: each section is a plain POST form told apart by
// `intent` (../account-action.server.ts).

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request }: Route.LoaderArgs, { viewer: member }) => {
    return {
      twoFactorEnabled: member.twoFactorEnabled === true,
      downloadLater: new URL(request.url).searchParams.get("download") === "later",
      sessions: (await context.accounts?.sessions()) ?? [],
      passkeys: (await context.accounts?.passkeys()) ?? [],
      name: member.name,
      email: member.email,
      verified: member.emailVerified === true,
      mustVerify: mustVerify(context, member),
      mailEnabled: context.mailEnabled === true,
      hasAccounts: context.accounts !== null,
    };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const action = routeAction(
  {
    who: "member",
    body: { max: ACCOUNT_FORM_MAX_BYTES, refusals: "handler" },
    limit: ACCOUNT_LIMIT,
  },
  ({ context }: Route.ActionArgs, posted) => accountAction(context, posted),
);

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: ACCOUNT_TEXT.title,
      description: "Your ProcureConnect account: e-mail address, password and sessions.",
      path: "/account",
    },
    matches,
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage page={loaderData} actionData={actionData} />;
}
