import { t } from "elysia";
import { TIERS } from "../../config";

const Tier = t.Union(TIERS.map((x) => t.Literal(x)));

export const AdminModel = {
  account: t.Object({
    id: t.String(),
    name: t.Union([t.String(), t.Null()]),
    email: t.Union([t.String(), t.Null()]),
    tier: t.String(),
    login_enabled: t.Boolean(),
    created_at: t.String(),
  }),
  createAccount: t.Object({ name: t.Optional(t.String({ minLength: 1, maxLength: 200 })), tier: t.Optional(Tier) }),
  updateAccount: t.Object({ tier: t.Optional(Tier), login_enabled: t.Optional(t.Boolean()) }),
  project: t.Object({
    id: t.String(),
    account_id: t.String(),
    name: t.String(),
    archived: t.Boolean(),
    archived_at: t.Union([t.String(), t.Null()]),
    created_at: t.String(),
  }),
  createProject: t.Object({ name: t.String({ minLength: 1, maxLength: 200 }) }),
  updateProject: t.Object({ name: t.Optional(t.String({ minLength: 1, maxLength: 200 })), archived: t.Optional(t.Boolean()) }),
  key: t.Object({
    id: t.String(),
    account_id: t.String(),
    project_id: t.String(),
    prefix: t.String(),
    scopes: t.Array(t.String()),
    expires_at: t.Union([t.String(), t.Null()]),
    revoked_at: t.Union([t.String(), t.Null()]),
    created_at: t.String(),
  }),
  createKey: t.Object({
    project_id: t.String({ minLength: 1 }),
    scopes: t.Array(t.String(), { minItems: 1 }),
    expires_in: t.Optional(t.String({ description: 'a duration such as "30d", "12h", "90m"' })),
  }),
  moveKey: t.Object({ project_id: t.String({ minLength: 1 }) }),
};

export const NewKeyBody = t.Composite([AdminModel.key, t.Object({ api_key: t.String() })]);
