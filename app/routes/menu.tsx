import { MenuPage } from "~/components/layout/menu-page";
import { pageMeta } from "~/lib/seo";
import { MENU_PAGE_PATH } from "~/lib/site-nav";
import type { Route } from "./+types/menu";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: "Menu",
        description: "Every section of ProcureConnect: network, projects, vendors, jobs and more.",
        path: MENU_PAGE_PATH,
      },
      matches,
    ),
    { name: "robots", content: "noindex" },
  ];
}

export default function Menu() {
  return <MenuPage />;
}
