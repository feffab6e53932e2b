/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference lib="dom.asynciterable" />
// Webhook endpoints (create, test, enable, delete) and an endpoint's deliveries.
import { api, catalog, get, projectLabel } from "../api.ts";
import { button, field, form, h, link, select, say, shownOnce, table, when } from "../dom.ts";

const EVENTS = ["memory.created", "fact.invalidated", "quota.warning"];

interface Endpoint {
  id: string; account_id: string; project_id: string | null; url: string; events: string[]; enabled: boolean;
  disabled_at: string | null; last_success_at: string | null; created_at: string;
}
interface Delivery {
  id: string; event: string; test: boolean; status: string; attempts: number; last_status_code: number | null;
  last_error: string | null; last_attempt_at: string | null; next_attempt_at: string | null; event_at: string;
}

export async function webhooksPage(main: HTMLElement): Promise<void> {
  const [{ accounts, projects }, { webhooks }] = await Promise.all([catalog(), get<{ webhooks: Endpoint[] }>("/webhooks")]);
  const scopeOptions: [string, string][] = [
    ...accounts.map((a): [string, string] => [`account:${a.id}`, `Every project of ${a.name ?? a.id}`]),
    ...projects.map((p): [string, string] => [`project:${p.id}`, `Project ${projectLabel(p, accounts)}`]),
  ];
  const create = form(
    "Create a webhook endpoint",
    async (d, f) => {
      const events = EVENTS.filter((e) => d.get(e) === "on");
      const [kind, id] = String(d.get("scope")).split(":");
      const made = await api<Endpoint & { secret: string }>("POST", "/webhooks", {
        url: d.get("url"),
        events: d.get("all") === "on" ? ["*"] : events,
        ...(kind === "project" ? { project_id: id } : { account_id: id }),
      });
      f.reset();
      await webhooksPage(main);
      main.querySelector("#new-secret")?.replaceChildren(shownOnce(`Signing secret of ${made.url}`, made.secret));
      say("Endpoint created.");
    },
    field("URL", h("input", { name: "url", type: "url", required: true, placeholder: "https://example.com/hooks/engram" })),
    field("For", select("scope", scopeOptions, undefined, { required: true })),
    h(
      "fieldset",
      {},
      h("legend", {}, "Events"),
      EVENTS.map((e) => h("label", { class: "check" }, h("input", { type: "checkbox", name: e, checked: e === "memory.created" }), ` ${e}`)),
      h("label", { class: "check" }, h("input", { type: "checkbox", name: "all" }), " all (*)"),
    ),
    h("button", { type: "submit" }, "Create endpoint"),
  );
  const rows = webhooks.map((w) => [
    h("span", { class: "url" }, w.url),
    w.project_id ? projectLabel(projects.find((p) => p.id === w.project_id) ?? { id: w.project_id, name: w.project_id, account_id: w.account_id, archived: false, archived_at: null, created_at: "" }, accounts) : `account ${accounts.find((a) => a.id === w.account_id)?.name ?? w.account_id}`,
    w.events.join(", "),
    w.enabled ? h("span", { class: "ok" }, "enabled") : h("span", { class: "bad" }, `switched off ${when(w.disabled_at)}`),
    when(w.last_success_at),
    h(
      "span",
      { class: "row" },
      button("Send test", async () => {
        const d = await api<Delivery>("POST", `/webhooks/${w.id}/test`);
        say(`Test event queued (delivery ${d.id}).`);
      }),
      w.enabled ? null : button("Enable", async () => {
        await api("POST", `/webhooks/${w.id}/enable`);
        await webhooksPage(main);
        say("Endpoint enabled.");
      }),
      link(`#/webhooks/${w.id}`, "Deliveries"),
      button("Delete", async () => {
        if (!confirm(`Delete the endpoint ${w.url} and its deliveries?`)) return;
        await api("DELETE", `/webhooks/${w.id}`);
        await webhooksPage(main);
        say("Endpoint deleted.");
      }, { class: "danger" }),
    ),
  ]);
  main.replaceChildren(
    h("h1", {}, "Webhooks"),
    h("section", { class: "card" }, h("h2", {}, "New endpoint"), create, h("div", { id: "new-secret" })),
    table("Endpoints", ["URL", "For", "Events", "State", "Last success", "Actions"], rows, "no endpoints."),
  );
}

export async function deliveriesPage(main: HTMLElement, id: string): Promise<void> {
  const [{ webhooks }, { deliveries }] = await Promise.all([get<{ webhooks: Endpoint[] }>("/webhooks"), get<{ deliveries: Delivery[] }>(`/webhooks/${id}/deliveries?limit=200`)]);
  const w = webhooks.find((x) => x.id === id);
  const rows = deliveries.map((d) => [
    h("code", {}, d.id),
    `${d.event}${d.test ? " (test)" : ""}`,
    h("span", { class: d.status === "delivered" ? "ok" : d.status === "pending" ? "" : "bad" }, d.status),
    String(d.attempts),
    d.last_status_code === null ? "—" : String(d.last_status_code),
    d.last_error ?? "",
    when(d.last_attempt_at),
    d.status === "pending" ? when(d.next_attempt_at) : "—",
  ]);
  main.replaceChildren(
    h("h1", {}, "Deliveries"),
    h("p", {}, link("#/webhooks", "← Webhooks"), " ", w ? h("span", { class: "url" }, w.url) : id),
    button("Refresh", () => deliveriesPage(main, id)),
    table("Deliveries, newest first", ["Delivery id", "Event", "Status", "Attempts", "Last HTTP status", "Last error", "Last attempt", "Next retry"], rows, "none yet."),
  );
}
