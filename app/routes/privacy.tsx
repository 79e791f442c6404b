import { privacyPolicy } from "~/features/legal/legal-documents";
import { LegalPage } from "~/features/legal/legal-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Privacy Policy",
      description: "How ProcureConnect collects, uses and protects your information.",
      path: "/legal/privacy",
    },
    matches,
  );
}

export default function Privacy() {
  return <LegalPage document={privacyPolicy} />;
}
