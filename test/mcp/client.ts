import { expect } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { TestApp } from "../helpers/app";

export interface ToolOutcome {
  isError: boolean;
  text: string;
  /** structuredContent of a success; for a refusal, the details line after `code: message`. */
  body: any;
}

/** The official SDK client over streamable HTTP against the real app (its fetch goes to `app.handle`). */
export async function httpClient(t: TestApp, key?: string): Promise<Client> {
  const client = new Client({ name: "engram-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("http://localhost/mcp"), {
    requestInit: key ? { headers: { authorization: `Bearer ${key}` } } : {},
    fetch: (url, init) => t.app.handle(new Request(String(url), init as RequestInit)),
  });
  await client.connect(transport);
  return client;
}

/** Calls a tool and reads its result the way the contract states it: JSON text and structuredContent, or `code: message`. */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolOutcome> {
  const r = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: unknown };
  const text = r.content[0]!.text;
  if (r.isError) return { isError: true, text, body: JSON.parse(text.split("\n")[1]!) };
  expect(JSON.parse(text)).toEqual(r.structuredContent);
  return { isError: false, text, body: r.structuredContent };
}
