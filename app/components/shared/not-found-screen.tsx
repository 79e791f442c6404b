import { AlertTriangleIcon, ArrowLeftIcon, FileQuestionIcon } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { PlaceholderScreen } from "../placeholder/placeholder-screen";
import { buttonVariants } from "../ui/button";

/**
 * What an address that leads nowhere shows: what was not found and, when there is a list it
 * came from, the way back to it (otherwise the way home and to the supplier directory).
 */
export function NotFoundScreen({
  title,
  message,
  back,
}: {
  title: string;
  message?: string;
  back?: { to: string; label: string };
}) {
  return (
    <PlaceholderScreen icon={FileQuestionIcon} title={title} message={message}>
      {back ? (
        <Link to={back.to} className={buttonVariants()}>
          <ArrowLeftIcon aria-hidden="true" />
          {back.label}
        </Link>
      ) : undefined}
    </PlaceholderScreen>
  );
}

/** What an error boundary shows: the page that is not there, or a failure, with its title. */
export function ErrorScreen({ notFound }: { notFound: boolean }) {
  return (
    <>
      <title>
        {notFound ? "Page Not Found | ProcureConnect" : "Something went wrong | ProcureConnect"}
      </title>
      <PlaceholderScreen
        icon={notFound ? FileQuestionIcon : AlertTriangleIcon}
        title={notFound ? "Page Not Found" : "Something went wrong"}
        message={
          notFound
            ? "The page you are looking for does not exist or has been moved."
            : "An unexpected error occurred. Please reload the page or try again later."
        }
      />
    </>
  );
}

/**
 * Which refusal asks an operator to turn on two-step sign-in (docs/decisions/221, 301): its
 * screen (operator-two-factor-screen.tsx) is loaded only then.
 */
export function operatorTwoFactorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const body = error.data as { code?: string; message?: string } | null | undefined;
  return body?.code === "OPERATOR_TWO_FACTOR" ? (body.message ?? "") : null;
}
