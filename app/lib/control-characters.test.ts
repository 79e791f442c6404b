import { describe, expect, it } from "vitest";
import {
  codeOf,
  escapeControls,
  escapeJsonControls,
  splitControls,
  visibleText,
} from "./control-characters";

const RLO = "\u202e";

describe("escapeControls", () => {
  it("shows bidi overrides and isolates as codes, so a reversed file name reads as sent", () => {
    expect(escapeControls(`cv${RLO}fdp.exe`)).toBe("cv<U+202E>fdp.exe");
    expect(escapeControls("\u2066a\u2069 \u202ab\u202c")).toBe(
      "<U+2066>a<U+2069> <U+202A>b<U+202C>",
    );
  });

  it("shows terminal controls (escape sequences, C1 controls, DEL) as codes", () => {
    expect(escapeControls("\u001b[2J\u009b31m\u007f\u0085")).toBe(
      "<U+001B>[2J<U+009B>31m<U+007F><U+0085>",
    );
  });

  it("keeps tabs, newlines and ordinary text in any script as they are", () => {
    const text = "Ada\tLovelace\nשלום עולם – مرحبا – 你好 – café";
    expect(escapeControls(text)).toBe(text);
  });
});

describe("splitControls", () => {
  it("splits text into plain runs and visible markers for the hidden characters", () => {
    expect(splitControls(`cv${RLO}fdp.exe`)).toEqual([
      { kind: "text", text: "cv" },
      { kind: "control", code: "U+202E" },
      { kind: "text", text: "fdp.exe" },
    ]);
    expect(splitControls(`${RLO}${RLO}`)).toEqual([
      { kind: "control", code: "U+202E" },
      { kind: "control", code: "U+202E" },
    ]);
    expect(splitControls("plain")).toEqual([{ kind: "text", text: "plain" }]);
    expect(splitControls("")).toEqual([]);
  });

  it("leaves no hidden character in any plain run", () => {
    const pieces = splitControls(`a\u0085b${RLO}c\u2067d\u001be`);
    const runs = pieces.flatMap((p) => (p.kind === "text" ? [p.text] : []));
    expect(runs.join("")).toBe("abcde");
  });
});

describe("escapeJsonControls", () => {
  it("writes C1 and bidi controls as \\u escapes that parse back to the same value", () => {
    const value = { name: `Ada${RLO}\u0085` };
    const json = escapeJsonControls(JSON.stringify(value));
    expect(json).toBe('{"name":"Ada\\u202e\\u0085"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("visibleText, the one rule for member text on a page", () => {
  it("shows every format character (category Cf) as its code", () => {
    const sneaky = [RLO, "\u200b", "\u00ad", "\ufeff", "\u061c", "\u200f", "\u2060", "\u{e0001}"];
    for (const character of sneaky) {
      const shown = visibleText(`a${character}b`);
      expect(shown, codeOf(character)).toBe(`a⟦${codeOf(character)}⟧b`);
      expect(/\p{Cf}/u.test(shown)).toBe(false);
    }
    expect(visibleText(`cv${RLO}fdp.exe`)).toBe("cv⟦U+202E⟧fdp.exe");
  });

  it("keeps what scripts and emoji need: joiners and flag tags, line breaks as sent", () => {
    const family = "👩\u200d👩\u200d👧";
    const scotland = "🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}";
    const persian = "می\u200cخواهم";
    for (const text of [family, scotland, persian, "שלום עולם – مرحبا"]) {
      expect(visibleText(text)).toBe(text);
    }
    expect(visibleText("one\r\ntwo\tthree")).toBe("one\ntwo\tthree");
    expect(visibleText("a\rb\u001bc")).toBe("a⟦U+000D⟧b⟦U+001B⟧c");
  });

  it("is the rule the terminal and the inbox's markers follow too", () => {
    expect(escapeControls("a\u200bb")).toBe("a<U+200B>b");
    expect(splitControls("a\u{e0001}b")).toEqual([
      { kind: "text", text: "a" },
      { kind: "control", code: "U+E0001" },
      { kind: "text", text: "b" },
    ]);
    const json = escapeJsonControls(JSON.stringify({ v: "x\u{e0001}\u200b" }));
    expect(json).toBe('{"v":"x\\udb40\\udc01\\u200b"}');
    expect(JSON.parse(json)).toEqual({ v: "x\u{e0001}\u200b" });
  });
});
