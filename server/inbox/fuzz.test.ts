import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactFields,
  fakeFile,
  formData,
  jobFields,
  multipart,
  type Part,
  partsOf,
  post,
  quoteFields,
  startInbox,
  type TestInbox,
} from "./testing";

// 500 malformed requests, each broken in a way that makes it invalid by construction (so none
// may be stored), drawn from a seeded generator so a failure can be replayed: the inbox must
// answer every one with a 4xx JSON reply, store nothing, leave no temporary file, and go on
// answering.

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Request = { body: BodyInit; headers: Record<string, string>; kind: string };

function generator(seed: number) {
  const random = prng(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));

  const validParts = (): Part[] => {
    const form = pick(["job", "contact", "quote"] as const);
    if (form === "job") {
      return [
        ...partsOf(jobFields()),
        {
          name: "file",
          value: fakeFile("pdf", 200 + int(3000)),
          filename: "cv.pdf",
          type: "application/pdf",
        },
      ];
    }
    if (form === "contact") return partsOf(contactFields());
    return [
      ...partsOf(quoteFields()),
      {
        name: "file0",
        value: fakeFile("png", 200 + int(3000)),
        filename: "a.png",
        type: "image/png",
      },
    ];
  };
  /** The part every form requires first, which a mutation may break. */
  const required = (parts: Part[]) =>
    parts.findIndex((p) => ["fullName", "name", "category"].includes(p.name));

  const mutations: (() => Request)[] = [
    () => {
      // Cut anywhere before the closing boundary.
      const { body, contentType, boundary } = multipart(validParts());
      const end = body.lastIndexOf(`--${boundary}--`);
      return {
        kind: "truncated",
        body: body.subarray(0, int(end)),
        headers: { "Content-Type": contentType },
      };
    },
    () => {
      // Damage the closing boundary.
      const { body, contentType, boundary } = multipart(validParts());
      const copy = Buffer.from(body);
      const at = copy.lastIndexOf(`--${boundary}--`) + 2 + int(boundary.length);
      copy[at] = copy[at] === 0x41 ? 0x42 : 0x41;
      return { kind: "closing boundary", body: copy, headers: { "Content-Type": contentType } };
    },
    () => {
      // The header names another boundary than the body uses.
      const { body } = multipart(validParts());
      return {
        kind: "wrong boundary",
        body,
        headers: { "Content-Type": `multipart/form-data; boundary=other${int(1e6)}` },
      };
    },
    () => ({
      kind: "random bytes",
      body: bytes(int(5000)),
      headers: {
        "Content-Type": `multipart/form-data; boundary=${pick(["x", "----abc", "é", "a".repeat(80)])}`,
      },
    }),
    () => {
      const { body } = multipart(validParts());
      return {
        kind: "bad content type",
        body,
        headers: {
          "Content-Type": pick([
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "multipart/mixed; boundary=x",
            "text/plain",
            "application/xml",
            "application/octet-stream",
            "image/png",
            "",
          ]),
        },
      };
    },
    () => {
      // Break the header of the required part.
      const parts = validParts();
      const i = required(parts);
      const broken = Buffer.from(
        bytes(10 + int(60))
          .toString("latin1")
          .replace(/[\r\n]/g, "?"),
        "latin1",
      );
      const { body, contentType, boundary } = multipart(parts);
      const marker = Buffer.from(`Content-Disposition: form-data; name="${parts[i]!.name}"`);
      const at = body.indexOf(marker);
      const copy = Buffer.concat([body.subarray(0, at), broken, body.subarray(at + marker.length)]);
      void boundary;
      return { kind: "part header", body: copy, headers: { "Content-Type": contentType } };
    },
    () => {
      // Remove the required part's value (empty), or repeat a field.
      const parts = validParts();
      if (random() < 0.5) parts[required(parts)]!.value = "";
      else parts.push({ ...parts[int(parts.length)]! });
      const { body, contentType } = multipart(parts);
      return { kind: "missing or repeated", body, headers: { "Content-Type": contentType } };
    },
    () => {
      // An unexpected field with a random name.
      const parts = validParts();
      parts.splice(int(parts.length), 0, { name: `x${bytes(4).toString("hex")}`, value: "1" });
      const { body, contentType } = multipart(parts);
      return { kind: "unexpected field", body, headers: { "Content-Type": contentType } };
    },
    () => {
      // A file whose content does not match its name, under a hostile file name.
      const parts = validParts().filter((p) => p.filename === undefined);
      const isQuote = parts.some((p) => p.name === "category");
      const isJob = parts.some((p) => p.name === "fullName");
      parts.push({
        name: isQuote ? "file0" : "file",
        value: Buffer.concat([Buffer.from("MZ"), bytes(int(4000))]),
        filename: pick([
          "cv.pdf",
          "../../etc/passwd.pdf",
          "a\\..\\b.docx",
          "x.png",
          "photo.jpg",
          "....pdf",
        ]),
        type: pick(["application/pdf", "image/png", "application/x-msdownload", ""]),
      });
      if (!isQuote && !isJob) parts.push({ name: "file", value: "x", filename: "a.pdf" });
      const { body, contentType } = multipart(parts);
      return { kind: "disguised file", body, headers: { "Content-Type": contentType } };
    },
    () => {
      // Text past its limit.
      const parts = validParts();
      parts[required(parts)]!.value = "n".repeat(201 + int(80_000));
      const { body, contentType } = multipart(parts);
      return { kind: "long text", body, headers: { "Content-Type": contentType } };
    },
    () => {
      const json = JSON.stringify(contactFields());
      return {
        kind: "bad json",
        body: pick([
          json.slice(0, int(json.length)),
          "[]",
          "null",
          '"text"',
          JSON.stringify({ ...contactFields(), name: { nested: true } }),
          JSON.stringify({ ...contactFields(), message: "" }),
        ]),
        headers: { "Content-Type": "application/json" },
      };
    },
    () => ({
      kind: "random urlencoded",
      body: bytes(int(3000)).toString("latin1"),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
  ];
  return () => pick(mutations)();
}

let inbox: TestInbox;
beforeAll(async () => {
  inbox = await startInbox();
});
afterAll(async () => {
  await inbox.close();
});

describe("500 random malformed requests", () => {
  it("are each refused with a 4xx JSON reply, and nothing is stored", async () => {
    const next = generator(Number(process.env.FUZZ_SEED ?? 20261121));
    const failures: string[] = [];
    const kinds = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      const request = next();
      kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
      const reply = await post(inbox.endpoint(), request.body, request.headers);
      if (reply.status < 400 || reply.status >= 500 || reply.json.success !== "false") {
        failures.push(`#${i} ${request.kind}: ${reply.status} ${JSON.stringify(reply.json)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(kinds.size).toBeGreaterThanOrEqual(10);
    expect(await inbox.store.count()).toBe(0);
    expect(await inbox.tmpFiles()).toEqual([]);
    // Still answering, and still storing good submissions.
    const good = await inbox.send(jobFields(), { files: [["file", fakeFile("pdf"), "cv.pdf"]] });
    expect(good.json.success).toBe("true");
    expect(await inbox.store.count()).toBe(1);
  }, 120_000);
});

// The attack pass's cases against the inbox, replayed as they were first sent, so each stays
// fixed. (The accounts' cases are in server/auth, the slow-upload ones in server/http-server.)
describe("the hardening pass's attack cases, replayed", () => {
  let attacked: TestInbox | undefined;
  afterAll(async () => {
    await attacked?.close();
  });

  it("builds activation links from configuration, whatever Host the request names", async () => {
    attacked = await startInbox({ requireActivation: true, publicUrl: "https://site.example" });
    const reply = await attacked.send(contactFields(), {
      mailbox: "victim@example.com",
      headers: {
        Host: "evil.example",
      },
    });
    expect(reply.json.success).toBe("false");
    const link = attacked.logs.find((l) => l.includes("/api/forms/activate/"));
    expect(link).toContain("https://site.example/api/forms/activate/");
    expect(attacked.logs.join("\n")).not.toContain("evil.example");
    await attacked.close();
    attacked = undefined;
  });

  it("caps the new mailboxes one client can create in a day", async () => {
    attacked = await startInbox({ requireActivation: true });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const reply = await attacked.send(contactFields(), { mailbox: `new${i}@corp.example` });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await attacked.store.mailboxes()).length).toBe(6);
    await attacked.close();
    attacked = undefined;
  });

  it("refuses C1 control characters, which a terminal obeys as escape sequences", async () => {
    const reply = await inbox.send({ ...contactFields(), message: "hello \u009b31m red" });
    expect(reply.status).toBe(400);
  });

  it("answers a retry after a lost reply with the first result, storing once", async () => {
    const before = await inbox.store.count();
    const headers = { "Idempotency-Key": "replayed-after-crash" };
    const drawing = fakeFile("png");
    const body = () => formData(quoteFields(), [["file0", drawing, "site.png"]]);
    expect((await post(inbox.endpoint(), body(), headers)).json.success).toBe("true");
    const retry = await post(inbox.endpoint(), body(), headers);
    expect(retry.json.success).toBe("true");
    expect(await inbox.store.count()).toBe(before + 1);
  });
  // Last: the server closes the connection of a refused upload.
  it("refuses an oversized file before it is written in full, and keeps nothing", async () => {
    const big = Buffer.concat([fakeFile("pdf", 1024), Buffer.alloc(12 * 1024 * 1024)]);
    const reply = await inbox.send(jobFields(), { files: [["file", big, "huge.pdf"]] });
    expect(reply.status).toBe(413);
    expect(await inbox.tmpFiles()).toEqual([]);
  });
});
