// A real HTTP server that speaks just enough of Ollama's `/api/chat` (non-streaming) for extractor tests.
// Each test scripts its answers: a queue (the last entry repeats) or a function of the request.
import { afterAll } from "bun:test";
import { ManualClock } from "../../src/domain/clock";
import { startTestApp, type TestApp } from "./app";

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  format?: any;
  options?: Record<string, unknown>;
  [k: string]: unknown;
}

/** One scripted answer. `json` is sent as the message content (stringified); `content` as is. */
export type Reply =
  | { json: unknown; delayMs?: number }
  | { content: string; delayMs?: number }
  | { status: number; error?: string; delayMs?: number }
  /** A 200 whose body is not JSON at all. */
  | { rawBody: string; delayMs?: number };

export type Script = Reply[] | ((req: ChatRequestBody, index: number) => Reply | Promise<Reply>);

export interface FakeOllama {
  url: string;
  /** Bodies of the `/api/chat` requests received so far, in order. */
  requests: ChatRequestBody[];
  stop(): void;
}

/** The memory text a prompt carries between its `<<<` and `>>>` fences ("" when it has none). */
export function promptedText(req: ChatRequestBody): string {
  return req.messages.map((m) => /<<<\n([\s\S]*)\n>>>/.exec(m.content)?.[1]).find((x) => x !== undefined) ?? "";
}

export function startFakeOllama(script: Script): FakeOllama {
  const requests: ChatRequestBody[] = [];
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname;
      if (req.method !== "POST" || path !== "/api/chat") return Response.json({ error: `no route ${req.method} ${path}` }, { status: 404 });
      const body = (await req.json()) as ChatRequestBody;
      const index = requests.push(body) - 1;
      const reply = typeof script === "function" ? await script(body, index) : script[Math.min(index, script.length - 1)];
      if (!reply) return Response.json({ error: "the script has no answer" }, { status: 500 });
      if (reply.delayMs) await Bun.sleep(reply.delayMs);
      if ("status" in reply) return Response.json({ error: reply.error ?? `status ${reply.status}` }, { status: reply.status });
      if ("rawBody" in reply) return new Response(reply.rawBody, { headers: { "content-type": "application/json" } });
      const content = "json" in reply ? JSON.stringify(reply.json) : reply.content;
      return Response.json({
        model: body.model,
        created_at: new Date().toISOString(),
        message: { role: "assistant", content },
        done_reason: "stop",
        done: true,
        total_duration: 1_000_000,
        load_duration: 10_000,
        prompt_eval_count: 100,
        prompt_eval_duration: 100_000,
        eval_count: 50,
        eval_duration: 500_000,
      });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, requests, stop: () => void server.stop(true) };
}

/** A port on 127.0.0.1 with nothing listening (bound once, then released). */
export function closedPort(): number {
  const s = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response() });
  const port = s.port!;
  s.stop(true);
  return port;
}

/**
 * The real app extracting with `ollama` against `model`, on a manual clock at 2026-04-01T10:00:00Z; both are
 * closed after the file's tests.
 */
export function startOllamaApp(model: FakeOllama): { app: TestApp; clock: ManualClock } {
  const clock = new ManualClock(0);
  clock.set("2026-04-01T10:00:00Z");
  const app = startTestApp({ clock, env: { ENGRAM_EXTRACTOR: "ollama", OLLAMA_HOST: model.url } });
  afterAll(() => {
    app.close();
    model.stop();
  });
  return { app, clock };
}
