/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference lib="dom.asynciterable" />
// Accounts (tier, login), projects (create, rename, archive) and keys (create, revoke, move).
import { api, catalog, get, projectLabel, qs, type Account, type Key, type Project } from "../api.ts";
import { button, field, form, h, select, say, shownOnce, table, when } from "../dom.ts";

const TIERS = ["hobby", "developer", "team", "scale", "unlimited"];
const SCOPES = ["memories:read", "memories:write"];

export async function accountsPage(main: HTMLElement): Promise<void> {
  const { accounts, projects } = await catalog();
  const refresh = () => accountsPage(main);
  const create = form(
    "Create an account",
    async (d) => {
      const name = String(d.get("name") ?? "").trim();
      const a = await api<Account>("POST", "/accounts", { ...(name ? { name } : {}), tier: d.get("tier") });
      await refresh();
      say(`Account ${a.id} created.`);
    },
    field("Name", h("input", { name: "name", maxlength: 200 })),
    field("Tier", select("tier", TIERS.map((t) => [t, t]), "unlimited")),
    h("button", { type: "submit" }, "Create account"),
  );
  const sections = accounts.map((a) => {
    const tier = select("tier", TIERS.map((t) => [t, t]), a.tier, { "aria-label": `Tier of ${a.name ?? a.id}` });
    tier.addEventListener("change", () =>
      void api("PATCH", `/accounts/${a.id}`, { tier: tier.value }).then(() => say(`Tier of ${a.name ?? a.id} set to ${tier.value}.`), (e: Error) => say(e.message, "error")),
    );
    const loginBox = h("input", { type: "checkbox", checked: a.login_enabled, "aria-describedby": `login-hint-${a.id}` });
    loginBox.addEventListener("change", () =>
      void api("PATCH", `/accounts/${a.id}`, { login_enabled: loginBox.checked }).then(
        () => say(`Dashboard login ${loginBox.checked ? "enabled" : "disabled"} for ${a.name ?? a.id}.`),
        (e: Error) => say(e.message, "error"),
      ),
    );
    const own = projects.filter((p) => p.account_id === a.id);
    return h(
      "section",
      { class: "card", "aria-labelledby": `acc-${a.id}` },
      h("h2", { id: `acc-${a.id}` }, a.name ?? "(no name)", " ", h("code", {}, a.id)),
      h("div", { class: "row" }, field("Tier", tier), h("label", { class: "check" }, loginBox, " Login enabled"), h("small", { id: `login-hint-${a.id}` }, "With login on, the account is closed here: DELETE /v1/account answers 409 account_has_login."), h("span", {}, `Created ${when(a.created_at)}`), button("Close account", async () => {
        const typed = prompt(`Closing deletes every project, key, memory, fact, webhook and audit event of ${a.name ?? a.id}, irreversibly. Type the account id (${a.id}) to confirm.`);
        if (typed !== a.id) return;
        await api("DELETE", `/accounts/${a.id}?confirm=true`);
        await refresh();
        say(`Account ${a.name ?? a.id} closed.`);
      }, { class: "danger" })),
      table(`Projects of ${a.name ?? a.id}`, ["Project", "Id", "State", "Rename", "Archive"], own.map((p) => projectRow(p, refresh)), "no projects."),
      form(
        `New project for ${a.name ?? a.id}`,
        async (d) => {
          await api("POST", `/accounts/${a.id}/projects`, { name: d.get("name") });
          await refresh();
          say("Project created.");
        },
        field("New project", h("input", { name: "name", required: true, maxlength: 200 })),
        h("button", { type: "submit" }, "Create project"),
      ),
    );
  });
  main.replaceChildren(h("h1", {}, "Accounts & projects"), h("section", { class: "card" }, h("h2", {}, "New account"), create), ...sections);
}

function projectRow(p: Project, refresh: () => Promise<void>): (Node | string)[] {
  const name = h("input", { value: p.name, "aria-label": `New name for ${p.name}`, maxlength: 200 });
  return [
    p.name,
    h("code", {}, p.id),
    p.archived ? `archived ${when(p.archived_at)}` : "active",
    h("span", { class: "row" }, name, button("Rename", async () => {
      await api("PATCH", `/projects/${p.id}`, { name: name.value });
      await refresh();
      say(`Project renamed to ${name.value}.`);
    })),
    button(p.archived ? "Unarchive" : "Archive", async () => {
      await api("PATCH", `/projects/${p.id}`, { archived: !p.archived });
      await refresh();
      say(p.archived ? "Project unarchived." : "Project archived.");
    }),
  ];
}

export async function keysPage(main: HTMLElement): Promise<void> {
  const { accounts, projects } = await catalog();
  const params = new URLSearchParams(location.hash.split("?")[1] ?? "");
  const { keys } = await get<{ keys: Key[] }>(`/keys${qs({ project_id: params.get("project") })}`);
  const options = projects.map((p): [string, string] => [p.id, projectLabel(p, accounts)]);
  const out = h("div");
  const create = form(
    "Create a key",
    async (d, f) => {
      const scopes = SCOPES.filter((s) => d.get(s) === "on");
      const expires = String(d.get("expires_in") ?? "").trim();
      const k = await api<Key & { api_key: string }>("POST", "/keys", { project_id: d.get("project_id"), scopes, ...(expires ? { expires_in: expires } : {}) });
      f.reset();
      await keysPage(main);
      main.querySelector("#new-key")?.replaceChildren(shownOnce(`New key ${k.id}`, k.api_key));
      say("Key created.");
    },
    field("Project", select("project_id", options, params.get("project") ?? undefined, { required: true })),
    h("fieldset", {}, h("legend", {}, "Scopes"), SCOPES.map((sc) => h("label", { class: "check" }, h("input", { type: "checkbox", name: sc, checked: true }), ` ${sc}`))),
    field("Expires in", h("input", { name: "expires_in", placeholder: "never", pattern: "\\d+[smhd]" }), "Empty: never. 45s, 90m, 12h, 30d."),
    h("button", { type: "submit" }, "Create key"),
  );
  const filter = select("project", [["", "All projects"], ...options], params.get("project") ?? "", { "aria-label": "Show keys of" });
  filter.addEventListener("change", () => (location.hash = `#/keys${filter.value ? `?project=${filter.value}` : ""}`));
  const rows = keys.map((k) => {
    const sameAccount = projects.filter((p) => p.account_id === k.account_id && p.id !== k.project_id);
    const target = select("to", sameAccount.map((p): [string, string] => [p.id, p.name]), undefined, { "aria-label": `Move ${k.prefix}… to` });
    const live = !k.revoked_at && !(k.expires_at && k.expires_at < new Date().toISOString());
    return [
      h("code", {}, `${k.prefix}…`),
      projectLabel(projects.find((p) => p.id === k.project_id) ?? ({ id: k.project_id, name: k.project_id, account_id: k.account_id } as Project), accounts),
      k.scopes.join(", "),
      k.revoked_at ? `revoked ${when(k.revoked_at)}` : k.expires_at ? `${live ? "expires" : "expired"} ${when(k.expires_at)}` : "live",
      when(k.created_at),
      k.revoked_at
        ? ""
        : h(
            "span",
            { class: "row" },
            button("Revoke", async () => {
              if (!confirm(`Revoke ${k.prefix}…? Calls with it fail at once.`)) return;
              await api("POST", `/keys/${k.id}/revoke`);
              await keysPage(main);
              say(`Key ${k.prefix}… revoked.`);
            }, { class: "danger" }),
            sameAccount.length
              ? h("span", { class: "row" }, target, button("Move", async () => {
                  await api("POST", `/keys/${k.id}/move`, { project_id: target.value });
                  await keysPage(main);
                  say(`Key ${k.prefix}… moved.`);
                }))
              : null,
          ),
    ];
  });
  out.append(table("Keys", ["Key", "Project", "Scopes", "State", "Created", "Actions"], rows, "no keys."));
  main.replaceChildren(h("h1", {}, "Keys"), h("section", { class: "card" }, h("h2", {}, "New key"), create, h("div", { id: "new-key" })), h("div", { class: "row" }, field("Show keys of", filter)), out);
}
