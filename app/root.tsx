import { Activity, lazy, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { ErrorScreen, operatorTwoFactorMessage } from "./components/shared/not-found-screen";
import { AuthProvider } from "~/domains/accounts";
import { FirstLocation } from "./hooks/use-hydrated";
import { useNonce } from "./lib/nonce";
import { ROOT_ELEMENT_ID } from "./lib/root-element";
import { IconSprite } from "./components/ui/sprite-icon";

/**
 * Who is signed in (built-in accounts; null with the hosted provider), for the header, the
 * server's day, which pages render until the visitor's own calendar takes over, and the site's
 * public origin, which the meta functions and share links read (app/lib/public-origin.ts).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = context;
  // Opening the page a notification links to reads it (written behind the page, decision 282);
  // then the bell counts what is left.
  if (user) await context.notifications.markReadByLink(user.id, new URL(request.url).pathname);
  return {
    // For a company's owner, the company inbox and its new requests (in the user menu).
    inbox: user ? await context.requests.inboxOf(user.id) : null,
    // The bell's unread notifications, counted here so the first paint has them.
    notifications: user ? { unread: await context.notifications.unreadCount(user.id) } : null,
    // What the header shows, and whether to link the operator console; never the account's id.
    user: user ? { name: user.name, email: user.email, image: user.image } : null,
    isOperator: user?.isOperator ?? false,
    today: new Date().toISOString().slice(0, 10),
    origin: context.siteOrigin,
  };
}

/** The bell's count follows every navigation of a signed-in member. */
export function shouldRevalidate({
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f57c7" />
        <Meta />
        <Links />
      </head>
      <body>
        <IconSprite />
        <div id={ROOT_ELEMENT_ID} className="flex min-h-screen flex-col">
          <FirstLocation>{children}</FirstLocation>
        </div>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Activity mode="visible">
          {children}
          <HydrationMarker />
        </Activity>
      </main>
      <Activity mode="visible">
        <SiteFooter />
      </Activity>
    </AuthProvider>
  );
}

/** Marks the document once React has hydrated the page; the browser tests wait for it. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Loaded only by the page that needs it: every page's first load stays as small. */
const OperatorTwoFactorScreen = lazy(
  () => import("~/components/shared/operator-two-factor-screen"),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // An operator held back for want of two-step sign-in is told where to turn it on (decision 301).
  const twoFactor = operatorTwoFactorMessage(error);
  return (
    <Shell>
      {twoFactor !== null ? (
        <OperatorTwoFactorScreen message={twoFactor} />
      ) : (
        <ErrorScreen notFound={notFound} />
      )}
    </Shell>
  );
}
