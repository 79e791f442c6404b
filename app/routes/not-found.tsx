import { FileQuestionIcon } from "lucide-react";
import { data } from "react-router";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { notFoundMeta } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
}

export default function NotFound() {
  return (
    <PlaceholderScreen
      icon={FileQuestionIcon}
      title={NOT_FOUND_PAGE.title}
      message={NOT_FOUND_PAGE.message}
    />
  );
}
