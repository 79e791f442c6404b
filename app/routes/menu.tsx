import { MenuPage } from "~/components/layout/menu-page";
import { pageMeta } from "~/lib/seo";
import { MENU_PAGE_PATH } from "~/lib/site-nav";

export function meta() {
  return [
    ...pageMeta({
      title: "Menu",
      description: "Every section of ProcureConnect: network, projects, vendors, jobs and more.",
      path: MENU_PAGE_PATH,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Menu() {
  return <MenuPage />;
}
