import { useLocation } from "react-router";
import { placeholderIcons } from "~/components/placeholder/placeholder-icons";
import { getPlaceholderPage } from "~/components/placeholder/placeholder-pages";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/placeholder";

export function meta({ location }: Route.MetaArgs) {
  const page = getPlaceholderPage(location.pathname);
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function Placeholder() {
  const page = getPlaceholderPage(useLocation().pathname);
  return (
    <PlaceholderScreen
      icon={placeholderIcons[page.icon]}
      title={page.title}
      message={page.message}
    />
  );
}
