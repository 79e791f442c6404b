import { ArrowLeftIcon, FileQuestionIcon } from "lucide-react";
import { Link } from "react-router";
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
