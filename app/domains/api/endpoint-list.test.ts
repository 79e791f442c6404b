import { describe, expect, it } from "vitest";
import { endpointList } from "./endpoint-list";
import { openApiDocument } from "./openapi";

describe("the developers' list of endpoints", () => {
  it("lists every operation of the document, with who may call it", () => {
    const list = endpointList(openApiDocument("https://a.test"));
    const suppliers = list.find((e) => e.path === "/api/v1/suppliers")!;
    expect(suppliers).toMatchObject({ method: "GET", access: "Public", tag: "Public data" });
    expect(suppliers.parameters.map((p) => p.name)).toContain("cursor");
    expect(list.find((e) => e.id === "replyToRequest")?.access).toBe("Token: read and write");
    expect(list.find((e) => e.id === "listMyRequests")?.access).toBe("Token: read");
    // The feed and bulk files need no token (their operations require no security at all).
    for (const path of ["/api/v1/changes", "/api/v1/ocds/releases/{day}.json"])
      expect(list.find((e) => e.path === path)?.access, path).toBe("Public");
  });
});
