import { describe, expect, it } from "vitest";
import { TEMPLATE_EXTENSIONS, TEMPLATE_MIME, templateFileName, templates } from "./templates";
import type { Template } from "./types";
import { TEMPLATE_CATEGORIES, TEMPLATE_FILE_TYPES } from "./vocabularies";

const topicOf = (t: Template): string => t.title.replace(/ \([^)]*\)$/, "");

describe("templates", () => {
  it("lists 24 templates with ids t1 to t24 and unique file URLs", () => {
    expect(templates).toHaveLength(24);
    expect(templates.map((t) => t.id)).toEqual(Array.from({ length: 24 }, (_, i) => `t${i + 1}`));
    expect(new Set(templates.map((t) => t.fileUrl)).size).toBe(24);
    expect(new Set(templates.map((t) => t.title)).size).toBe(24);
  });

  it("pairs the templates into 12 topics of two variants in the same category", () => {
    for (const t of templates) expect(t.title).toMatch(/^.+ \([^)]+\)$/);
    const byTopic = new Map<string, Template[]>();
    for (const t of templates) byTopic.set(topicOf(t), [...(byTopic.get(topicOf(t)) ?? []), t]);
    expect(byTopic.size).toBe(12);
    for (const variants of byTopic.values()) {
      expect(variants).toHaveLength(2);
      expect(variants[0]?.category).toBe(variants[1]?.category);
    }
  });

  it("uses every category and every file type, each file type several times", () => {
    expect(new Set(templates.map((t) => t.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
    for (const type of TEMPLATE_FILE_TYPES) {
      expect(templates.filter((t) => t.fileType === type).length).toBeGreaterThanOrEqual(6);
    }
  });

  it("serves each file from /templates/ with a kebab-case name and the extension of its type", () => {
    for (const t of templates) {
      expect(t.fileUrl).toMatch(/^\/templates\/[a-z0-9]+(-[a-z0-9]+)*\.(docx|xlsx|pdf)$/);
      expect(t.fileUrl.endsWith(`.${TEMPLATE_EXTENSIONS[t.fileType]}`)).toBe(true);
      expect(t.description.length).toBeGreaterThan(40);
    }
  });

  it("names the download after the last segment of the file URL", () => {
    const template = templates[0];
    expect(template && templateFileName(template)).toBe("rfp-template-comprehensive.docx");
    expect(
      templateFileName({
        id: "x",
        title: "X (Y)",
        description: "",
        fileUrl: "/templates/nested/risk-register.xlsx",
        fileType: "Excel Spreadsheet",
        category: "Risk Management",
      }),
    ).toBe("risk-register.xlsx");
  });

  it("maps each file type to its MIME type", () => {
    expect(TEMPLATE_MIME["PDF Document"]).toBe("application/pdf");
    expect(TEMPLATE_MIME["Word Document"]).toMatch(/wordprocessingml\.document$/);
    expect(TEMPLATE_MIME["Excel Spreadsheet"]).toMatch(/spreadsheetml\.sheet$/);
  });
});
