import { termsOfService } from "~/features/legal/legal-documents";
import { LegalPage } from "~/features/legal/legal-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Terms of Service",
      description: "The terms that govern your use of the ProcureConnect platform.",
      path: "/legal/terms",
    },
    matches,
  );
}

export default function Terms() {
  return <LegalPage document={termsOfService} />;
}
