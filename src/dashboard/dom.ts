/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference lib="dom.asynciterable" />
// Browser code (served to the dashboard page, see src/http/dashboard/assets.ts). Every text reaches the
// page through textContent or an attribute, never as HTML, so stored content cannot inject markup.

export type Child = Node | string | number | null | undefined | false | Child[];
type Attrs = Record<string, string | number | boolean | null | undefined | ((e: Event) => void)>;

function put(el: Element, attrs: Attrs | undefined, children: Child[]): void {
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === null || v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (k === "value" && "value" in el) (el as HTMLInputElement).value = String(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  const add = (c: Child): void => {
    if (c === null || c === undefined || c === false) return;
    if (Array.isArray(c)) c.forEach(add);
    else el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  };
  children.forEach(add);
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  put(el, attrs, children);
  return el;
}

export function s(tag: string, attrs?: Attrs, ...children: Child[]): SVGElement {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  put(el, attrs, children);
  return el;
}

/** `2026-11-26T14:21:46.123456Z` → `2026-11-26 14:21` (UTC, as stored). */
export function when(iso: string | null | undefined): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : "—";
}

export const num = (n: number) => n.toLocaleString("en");

export function table(caption: string, headers: string[], rows: Child[][], empty = "Nothing yet."): HTMLElement {
  if (rows.length === 0) return h("p", { class: "empty" }, `${caption}: ${empty}`);
  return h(
    "div",
    { class: "table-wrap" },
    h(
      "table",
      {},
      h("caption", {}, caption),
      h("thead", {}, h("tr", {}, headers.map((x) => h("th", { scope: "col" }, x)))),
      h("tbody", {}, rows.map((r) => h("tr", {}, r.map((c) => h("td", {}, c))))),
    ),
  );
}

export function field(label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h("label", { class: "field" }, h("span", {}, label), control, hint ? h("small", {}, hint) : null);
}

export function button(text: string, onClick: () => void | Promise<void>, attrs: Attrs = {}): HTMLButtonElement {
  return h("button", { type: "button", ...attrs, onclick: () => void run(onClick) }, text);
}

/** Shows a short message in the page's live region (read out by screen readers). */
export function say(text: string, kind: "ok" | "error" = "ok"): void {
  const live = document.getElementById("status");
  if (!live) return;
  live.textContent = text;
  live.className = `status ${kind}`;
}

/** Runs an action, reporting its error (the API's message) instead of failing silently. */
export async function run(action: () => void | Promise<void>): Promise<void> {
  try {
    await action();
  } catch (err) {
    say(err instanceof Error ? err.message : String(err), "error");
  }
}

/** A form whose submit runs `onSubmit` with its fields by name. */
export function form(name: string, onSubmit: (data: FormData, f: HTMLFormElement) => void | Promise<void>, ...children: Child[]): HTMLFormElement {
  const f = h("form", { "aria-label": name, class: "inline-form" }, ...children);
  f.addEventListener("submit", (e) => {
    e.preventDefault();
    void run(() => onSubmit(new FormData(f), f));
  });
  return f;
}

/** A secret shown once: stays on screen until dismissed, with a copy button. */
export function shownOnce(label: string, value: string): HTMLElement {
  const box: HTMLElement = h(
    "div",
    { class: "once", role: "alert" },
    h("strong", {}, `${label} (shown only now; copy it):`),
    h("code", { class: "secret" }, value),
    button("Copy", () => navigator.clipboard?.writeText(value)),
    button("Done", () => box.remove()),
  );
  return box;
}

export function link(href: string, text: Child, attrs: Attrs = {}): HTMLAnchorElement {
  return h("a", { href, ...attrs }, text);
}

export function select(name: string, options: [string, string][], value?: string, attrs: Attrs = {}): HTMLSelectElement {
  return h("select", { name, ...attrs }, options.map(([v, text]) => h("option", { value: v, selected: v === value }, text)));
}
