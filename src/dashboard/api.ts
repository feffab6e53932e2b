/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference lib="dom.asynciterable" />
// The dashboard's only way to the data: /admin/v1 with the session cookie (sent by the browser, never
// readable here) and the session's CSRF token on every request. The admin token is typed into the
// login form once and sent to /dashboard/login; it is kept nowhere.

let csrf: string | null = null;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (csrf) headers["x-csrf-token"] = csrf;
  if (body !== undefined) headers["content-type"] = "application/json";
  return fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: "same-origin", cache: "no-store" });
}

async function parse<T>(res: Response): Promise<T> {
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  if (!res.ok) {
    if (res.status === 401) window.dispatchEvent(new Event("engram:logged-out"));
    throw new ApiError(res.status, data?.code ?? "error", data?.message ?? `HTTP ${res.status}`);
  }
  return data as T;
}

export async function api<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  return parse<T>(await call(method, `/admin/v1${path}`, body));
}

export const get = <T = any>(path: string) => api<T>("GET", path);

/** `{a: 1, b: undefined}` → `?a=1`: empty values are left out. */
export function qs(params: Record<string, string | number | boolean | null | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "" && v !== false) p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : "";
}

export async function resume(): Promise<boolean> {
  const res = await call("GET", "/dashboard/session");
  if (!res.ok) return false;
  csrf = ((await res.json()) as { csrf: string }).csrf;
  return true;
}

export async function login(token: string): Promise<void> {
  const res = await call("POST", "/dashboard/login", { token });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError(res.status, data.code ?? "error", data.message ?? "Login failed.");
  csrf = data.csrf;
}

export async function logout(): Promise<void> {
  await call("POST", "/dashboard/logout");
  csrf = null;
}

// Shapes of the admin API's answers the pages use.
export interface Account { id: string; name: string | null; email: string | null; tier: string; login_enabled: boolean; created_at: string }
export interface Project { id: string; account_id: string; name: string; archived: boolean; archived_at: string | null; created_at: string }
export interface Key { id: string; account_id: string; project_id: string; prefix: string; scopes: string[]; expires_at: string | null; revoked_at: string | null; created_at: string }
export interface Fact {
  id: string; subject: string; predicate: string; object: string; user_id: string | null; valid_from: string | null; invalid_at: string | null;
  invalidated_by: string | null; source_memory_id: string | null; created_at: string | null; tense: "current" | "past" | "planned"; observation_count: number;
}
export interface Memory { id: string; content: string; user_id: string | null; agent_id: string | null; status: string; created_at: string; updated_at: string | null; facts: Fact[] }

/** Accounts and their projects, for the pickers every page has. */
export async function catalog(): Promise<{ accounts: Account[]; projects: Project[] }> {
  const [a, p] = await Promise.all([get<{ accounts: Account[] }>("/accounts"), get<{ projects: Project[] }>("/projects")]);
  return { accounts: a.accounts, projects: p.projects };
}

export function projectLabel(p: Project, accounts: Account[]): string {
  const acc = accounts.find((a) => a.id === p.account_id);
  return `${p.name} (${acc?.name ?? p.account_id})${p.archived ? " · archived" : ""}`;
}
