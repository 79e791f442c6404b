import { Link } from "react-router";
import { LINK_CLASS } from "../builtin/account-card";
import { SECURITY_LOG_TEXT } from "../security-text";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-security-log";
import { routeLoader } from "~/lib/route-policy.server";

// The member's security log (/account/security-log, docs/decisions/421): their recent sign-ins,
// with the browser and the time, and the changes to how they sign in. Only their own: the
// member comes from the session, never from the address.

export const SECURITY_LOG_PAGE = {
  title: "Security log",
  description: "Recent sign-ins to your account and changes to how you sign in.",
  empty: "Nothing yet.",
} as const;

export const loader = routeLoader({ who: "member" }, async ({ context }: Route.LoaderArgs) => {
  const events = (await context.accounts?.securityLog()) ?? [];
  return { events: events.map((e) => ({ ...e, what: SECURITY_LOG_TEXT[e.kind] })) };
});

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta({ ...SECURITY_LOG_PAGE, path: "/account/security-log" }, matches);
}

const when = (iso: string) => iso.slice(0, 16).replace("T", " ") + " UTC";

export default function SecurityLog({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {SECURITY_LOG_PAGE.title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{SECURITY_LOG_PAGE.description}</p>
      {loaderData.events.length === 0 ? (
        <p className="mt-6 text-sm text-slate-700">{SECURITY_LOG_PAGE.empty}</p>
      ) : (
        <table className="mt-6 w-full text-left text-sm">
          <caption className="sr-only">{SECURITY_LOG_PAGE.title}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                What
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Browser
              </th>
              <th scope="col" className="py-2 font-medium">
                When
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {loaderData.events.map((e, i) => (
              <tr key={`${e.at}-${i}`}>
                <td className="py-2 pr-4">{e.what}</td>
                <td className="py-2 pr-4">{e.browser}</td>
                <td className="py-2">
                  <time dateTime={e.at}>{when(e.at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-6 text-sm">
        <Link to="/account" className={LINK_CLASS}>
          Back to Account and security
        </Link>
      </p>
    </div>
  );
}
