import type { Hono } from "hono";
import { Window } from "happy-dom";
import type { queries } from "@testing-library/dom";
import { configure, within, type BoundFunctions } from "@testing-library/dom";

// A browser without JavaScript, in process: it keeps cookies, follows redirects, reads the page
// the server rendered (queried with Testing Library, as people find things: by role and label)
// and submits a page's forms with the values their fields hold, as the browser would send them.

// No style sheet is applied here, so working out what CSS hides would only cost time: the role
// queries consider every element, and the browser tests check what is visible.
configure({ defaultHidden: true });

export type FieldValue = string | string[] | File | File[] | boolean;

export class Page {
  readonly document: Document;
  readonly screen: BoundFunctions<typeof queries>;

  constructor(
    readonly status: number,
    readonly url: string,
    readonly html: string,
    readonly headers: Headers,
  ) {
    const window = new Window({ url, settings: { disableJavaScriptEvaluation: true } });
    window.document.write(html);
    this.document = window.document as unknown as Document;
    this.screen = within(this.document.body);
  }

  get path(): string {
    const u = new URL(this.url);
    return u.pathname + u.search;
  }

  /** The page's visible text, its white space collapsed. */
  get text(): string {
    return (this.document.body.textContent ?? "").replace(/\s+/g, " ").trim();
  }

  /** The main landmark's text. */
  get main(): string {
    const main = this.document.querySelector("main");
    return (main?.textContent ?? "").replace(/\s+/g, " ").trim();
  }

  /** The form with this accessible name (aria-label, or the heading it is labelled by), or the one that holds `selector`. */
  form(nameOrSelector: string | RegExp): HTMLFormElement {
    const forms = [...this.document.querySelectorAll("form")] as HTMLFormElement[];
    const named = forms.find((f) => {
      const label =
        f.getAttribute("aria-label") ??
        (f.getAttribute("aria-labelledby")
          ? this.document.getElementById(f.getAttribute("aria-labelledby")!)?.textContent
          : null) ??
        "";
      return typeof nameOrSelector === "string"
        ? label.trim() === nameOrSelector
        : nameOrSelector.test(label);
    });
    if (named) return named;
    if (typeof nameOrSelector === "string") {
      const inside = this.document.querySelector(nameOrSelector);
      const form = inside?.closest("form");
      if (form) return form as HTMLFormElement;
    }
    throw new Error(
      `No form "${String(nameOrSelector)}" on ${this.path}; forms: ${forms
        .map((f) => f.getAttribute("aria-label") ?? f.getAttribute("action"))
        .join(", ")}`,
    );
  }

  /**
   * Form values keyed by the fields' names, from values keyed by the fields' labels (as people
   * fill a form). A select takes an option's value or its visible text; a file field a File.
   */
  byLabel(values: Record<string, FieldValue>, scope?: HTMLElement): Record<string, FieldValue> {
    const named: Record<string, FieldValue> = {};
    for (const [label, value] of Object.entries(values)) {
      const control = this.labelled(label, scope) as HTMLInputElement;
      const name = control.getAttribute("name");
      if (!name) throw new Error(`The field "${label}" on ${this.path} has no name`);
      if (control.tagName === "SELECT" && typeof value === "string") {
        const option = [...control.querySelectorAll("option")].find(
          (o) => o.getAttribute("value") === value || o.textContent?.trim() === value,
        );
        if (!option) throw new Error(`The field "${label}" has no option "${value}"`);
        named[name] = option.getAttribute("value") ?? option.textContent ?? "";
      } else {
        named[name] = value;
      }
    }
    return named;
  }

  /**
   * The field labelled `label` (its label's text, without what is hidden from assistive
   * technology such as a required mark, or its aria-label), inside `scope` when given.
   */
  labelled(label: string, scope: ParentNode = this.document): Element {
    const found: Element[] = [];
    for (const el of scope.querySelectorAll("label")) {
      const copy = el.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll("[aria-hidden=true]")) hidden.remove();
      if ((copy.textContent ?? "").replace(/\s+/g, " ").trim() !== label) continue;
      const target = el.getAttribute("for")
        ? this.document.getElementById(el.getAttribute("for")!)
        : el.querySelector("input, select, textarea");
      if (target) found.push(target);
    }
    for (const el of scope.querySelectorAll("input, select, textarea")) {
      if (el.getAttribute("aria-label") === label) found.push(el);
    }
    if (found.length !== 1) {
      throw new Error(`${found.length} fields labelled "${label}" on ${this.path}`);
    }
    return found[0]!;
  }

  /** The form that holds the button with this accessible name. */
  formWithButton(name: string | RegExp): { form: HTMLFormElement; button: HTMLButtonElement } {
    const button = this.screen.getByRole("button", { name }) as HTMLButtonElement;
    const form = button.form ?? (button.closest("form") as HTMLFormElement | null);
    if (!form) throw new Error(`The button "${String(name)}" is in no form on ${this.path}`);
    return { form, button };
  }
}

/** The name/value pairs a form sends, as a browser builds them (the submitter's included). */
export function formEntries(
  form: HTMLFormElement,
  fields: Record<string, FieldValue> = {},
  submitter?: HTMLButtonElement | null,
): Array<[string, string | File]> {
  const entries: Array<[string, string | File]> = [];
  const given = new Set(Object.keys(fields));
  const doc = form.ownerDocument;
  const id = form.getAttribute("id");
  const controls = [
    ...form.querySelectorAll("input, select, textarea"),
    ...(id ? [...doc.querySelectorAll(`[form="${id}"]`)] : []),
  ] as Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  for (const control of controls) {
    const name = control.getAttribute("name");
    if (!name || control.hasAttribute("disabled") || given.has(name)) continue;
    if (control.closest("fieldset[disabled]")) continue;
    if (control instanceof doc.defaultView!.HTMLSelectElement || control.tagName === "SELECT") {
      const select = control as HTMLSelectElement;
      const options = [...select.querySelectorAll("option")];
      const chosen = options.filter((o) => o.hasAttribute("selected"));
      const values = chosen.length > 0 ? chosen : select.multiple ? [] : options.slice(0, 1);
      for (const o of values) entries.push([name, o.getAttribute("value") ?? o.textContent ?? ""]);
      continue;
    }
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    if (["submit", "button", "reset", "image"].includes(type)) continue;
    if (type === "checkbox" || type === "radio") {
      if (control.hasAttribute("checked"))
        entries.push([name, control.getAttribute("value") ?? "on"]);
      continue;
    }
    if (type === "file") continue;
    const value =
      control.tagName === "TEXTAREA"
        ? (control.textContent ?? "")
        : (control.getAttribute("value") ?? "");
    entries.push([name, value]);
  }
  for (const [name, value] of Object.entries(fields)) {
    if (value === false) continue;
    if (value === true) entries.push([name, "on"]);
    else if (Array.isArray(value)) for (const v of value) entries.push([name, v]);
    else entries.push([name, value]);
  }
  const submitName = submitter?.getAttribute("name");
  if (submitter && submitName) entries.push([submitName, submitter.getAttribute("value") ?? ""]);
  return entries;
}

export class Visitor {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: Hono,
    readonly origin: string,
  ) {}

  /** One request, with this visitor's cookies, keeping the cookies it sets. No redirect followed. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) {
      headers.set("Origin", this.origin);
    }
    const response = await this.app.request(new URL(path, this.origin).href, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) this.keep(cookie);
    return response;
  }

  private keep(setCookie: string) {
    const [pair, ...attributes] = setCookie.split(";");
    const at = pair!.indexOf("=");
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1).trim();
    const expired = attributes.some((a) => {
      const [k, v] = a.split("=").map((s) => s.trim().toLowerCase());
      return (
        (k === "max-age" && Number(v) <= 0) || (k === "expires" && Date.parse(v!) < Date.now())
      );
    });
    if (expired || value === "") this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /** Follows redirects as a browser does (a 303, 302 or 301 after a post becomes a GET). */
  private async follow(response: Response, from: string): Promise<Page> {
    let res = response;
    let url = new URL(from, this.origin).href;
    for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops++) {
      const location = res.headers.get("Location");
      if (!location) break;
      url = new URL(location, url).href;
      res = await this.fetch(url);
    }
    return new Page(res.status, url, await res.text(), res.headers);
  }

  /** Opens a page. */
  async get(path: string): Promise<Page> {
    return this.follow(await this.fetch(path), path);
  }

  /** Submits a form of `page`, with `fields` set (files included), pressed with `submitter`. */
  async submit(
    page: Page,
    form: HTMLFormElement,
    fields: Record<string, FieldValue> = {},
    submitter?: HTMLButtonElement | null,
  ): Promise<Page> {
    const action = new URL(
      submitter?.getAttribute("formaction") ?? form.getAttribute("action") ?? page.url,
      page.url,
    );
    const method = (
      submitter?.getAttribute("formmethod") ??
      form.getAttribute("method") ??
      "get"
    ).toLowerCase();
    const entries = formEntries(form, fields, submitter);
    if (method === "get") {
      action.search = new URLSearchParams(
        entries.map(([k, v]) => [k, typeof v === "string" ? v : v.name]),
      ).toString();
      return this.get(action.pathname + action.search);
    }
    const multipart =
      (form.getAttribute("enctype") ?? "").toLowerCase() === "multipart/form-data" ||
      entries.some(([, v]) => typeof v !== "string");
    let body: BodyInit;
    if (multipart) {
      const data = new FormData();
      for (const [k, v] of entries) data.append(k, v);
      body = data;
    } else {
      body = new URLSearchParams(entries as Array<[string, string]>);
    }
    const path = action.pathname + action.search;
    return this.follow(await this.fetch(path, { method: "POST", body }), path);
  }

  /** Presses the button with this name on `page`, with `fields` (keyed by label) set in its form. */
  /** Presses `button` with fields keyed by label, and repeated fields (`names`) by their names. */
  async press(
    page: Page,
    button: string | RegExp,
    fields: Record<string, FieldValue> = {},
    names: Record<string, FieldValue> = {},
  ) {
    const found = page.formWithButton(button);
    const values = { ...page.byLabel(fields, found.form), ...names };
    return this.submit(page, found.form, values, found.button);
  }
}
