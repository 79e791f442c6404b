import type { Article } from "./types";

export const articles: readonly Article[] = [
  {
    id: "a1",
    slug: "nearshoring-rebalances-supplier-networks",
    title: "Nearshoring in 2026: How Mid-Market Buyers Are Rebalancing Supplier Networks",
    imageUrl: "/images/articles/nearshoring-rebalances-supplier-networks.svg",
    excerpt:
      "Higher freight costs and longer lead times have pushed buyers to add regional suppliers alongside their Asian base. We look at how three manufacturers split their volumes without losing their scale discounts.",
    author: "Elena Marchetti",
    date: "2026-11-04",
  },
  {
    id: "a2",
    slug: "iso-20400-sustainable-procurement-policy",
    title: "ISO 20400 in Practice: Five Steps to a Sustainable Procurement Policy",
    imageUrl: "/images/articles/iso-20400-sustainable-procurement-policy.svg",
    excerpt:
      "A sustainability policy only counts if it changes how suppliers are chosen. Here is how procurement teams are building ISO 20400 guidance into scoring criteria, contracts and supplier reviews.",
    author: "Kwame Mensah",
    date: "2026-10-15",
  },
  {
    id: "a3",
    slug: "freight-rates-cool-as-capacity-returns",
    title: "Freight Rates Cool as Asia–Europe Capacity Returns",
    imageUrl: "/images/articles/freight-rates-cool-as-capacity-returns.svg",
    excerpt:
      "New vessel deliveries are pushing spot rates down on the main east–west lanes. Forwarders advise locking in annual contracts now, but keeping some volume on the spot market.",
    author: "Priya Raman",
    date: "2026-09-22",
  },
  {
    id: "a4",
    slug: "ai-spend-analytics-for-category-managers",
    title: "What AI Spend Analytics Can and Cannot Do for Category Managers",
    imageUrl: "/images/articles/ai-spend-analytics-for-category-managers.svg",
    excerpt:
      "Automatic classification can clean years of messy purchase data in days, but it cannot replace judgement about suppliers. Category leads explain where the tools earned their keep.",
    author: "Thomas Becker",
    date: "2026-08-07",
  },
  {
    id: "a5",
    slug: "supplier-risk-scoring-watchlist",
    title: "Supplier Risk Scoring: Build Your Watchlist Before the Next Disruption",
    imageUrl: "/images/articles/supplier-risk-scoring-watchlist.svg",
    excerpt:
      "Financial health, single-source exposure and cyber posture combined in one score. A practical model for deciding which suppliers need a contingency plan this quarter.",
    author: "Grace Liu",
    date: "2026-06-18",
  },
  {
    id: "a6",
    slug: "e-invoicing-mandates-readiness-checklist",
    title: "E-Invoicing Mandates Across Europe: A Procurement Readiness Checklist",
    imageUrl: "/images/articles/e-invoicing-mandates-readiness-checklist.svg",
    excerpt:
      "As more countries make structured B2B e-invoices compulsory, purchase-to-pay teams must get supplier master data, PO matching and archiving ready. Use this checklist to find the gaps.",
    author: "Martín Álvarez",
    date: "2026-04-29",
  },
];

export function getArticleBySlug(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
