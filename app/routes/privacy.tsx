import { privacyPolicy } from "~/features/legal/legal-documents";
import { LegalPage } from "~/features/legal/legal-page";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Privacy Policy",
    description: "How ProcureConnect collects, uses and protects your information.",
    path: "/legal/privacy",
  });
}

export default function Privacy() {
  return <LegalPage document={privacyPolicy} />;
}
