import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { Value } from "@sinclair/typebox/value";
import { authorize } from "../domain/access";
import type { Ctx, Principal, Runtime } from "../domain/context";
import { DomainError } from "../domain/errors";
import { validationError } from "../http/errors";
import { log } from "../log";
import { ENGRAM_VERSION } from "../version";
import { TOOLS, type Tool } from "./tools";

const INSTRUCTIONS =
  "Engram is a long-term memory for this conversation's user. Before answering, call get_context with the user's message " +
  "(and their user_id) to recall what is known. When the user states something worth keeping (a preference, a fact about " +
  "their life, an instruction, a plan), call add_memory. Facts are extracted from memories in the background.";

export interface McpOptions {
  /** The caller's key, resolved for every call (revocation takes effect at once); throws `invalid_key`. */
  principal: () => Principal | Promise<Principal>;
  /** Awaited before a call runs (the stdio process loads the model in the background). */
  ready?: () => Promise<void>;
  /** Told of every call in progress, so a closing stdio process can answer them before it exits. */
  track?: (call: Promise<unknown>) => void;
}

/**
 * The tool server: one definition for both transports (stdio and /mcp). Built on the SDK's low-level
 * `Server`, which takes JSON Schema: the tools' input schemas are the REST routes' TypeBox models.
 */
export function createMcpServer(rt: Runtime, opts: McpOptions): Server {
  const server = new Server({ name: "engram", title: "Engram memory", version: ENGRAM_VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  const byName = new Map(TOOLS.map((t) => [t.name, t]));

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    // Every tool to every key: a call its scopes do not allow answers `forbidden`.
    tools: TOOLS.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: jsonSchema(t.input) as { type: "object" },
      outputSchema: jsonSchema(t.output) as { type: "object" },
      annotations: { title: t.title, ...t.hints, openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = byName.get(request.params.name);
    // A name outside tools/list is a protocol error (invalid params), not a refused operation.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `No such tool: ${request.params.name}; tools/list names the tools.`);
    const running = (async () => {
      try {
        await opts.ready?.();
        return await call(rt, opts.principal, tool, request.params.arguments);
      } catch (err) {
        if (err instanceof DomainError) return refused(err);
        log.error("tool call failed", { tool: tool.name, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
        return refused(new DomainError("internal_error", "Internal error; retry the call."));
      }
    })();
    opts.track?.(running);
    return running;
  });
  return server;
}

/** The REST order: key (401), scope (403) and rate limit (429) before the arguments are read (422). */
async function call(rt: Runtime, principalOf: () => Principal | Promise<Principal>, tool: Tool, raw: unknown): Promise<CallToolResult> {
  const principal = await principalOf();
  await authorize(rt, principal, tool.operation);
  const args = checkArgs(tool, raw ?? {});
  const ctx: Ctx = { ...rt, actor: "mcp", principal, ip: null };
  const result = (await tool.run(ctx, args)) as Record<string, unknown>;
  return { content: [{ type: "text", text: JSON.stringify(result) }], structuredContent: result };
}

/** Validates as the route does (defaults filled, unknown fields refused), with the same 422 message naming the field. */
export function checkArgs(tool: Tool, raw: unknown): Record<string, unknown> {
  const value = Value.Default(tool.input, Value.Clone(raw));
  const errors = [...Value.Errors(tool.input, value)];
  if (errors.length > 0) throw validationError(errors as never, "body", value);
  return value as Record<string, unknown>;
}

/**
 * A refused call: a tool result (not a protocol error) whose text starts with the spec's code and
 * carries its message, then the error body's other fields (limit, used, resets_at, current_fact_id)
 * and `retry_after` seconds where REST sends Retry-After.
 */
function refused(err: DomainError): CallToolResult {
  const retry = err.headers["Retry-After"];
  const detail = { code: err.code, message: err.message, ...err.extra, ...(retry ? { retry_after: Number(retry) } : {}) };
  return { isError: true, content: [{ type: "text", text: `${err.code}: ${err.message}\n${JSON.stringify(detail)}` }] };
}

/** TypeBox schemas are JSON Schema; a JSON round trip drops TypeBox's symbol-keyed markers. */
function jsonSchema(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
}
