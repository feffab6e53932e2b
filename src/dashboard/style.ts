// The dashboard's stylesheet (served as /dashboard/assets/style.css). System fonts only: nothing is
// fetched from outside. Layout holds from 390 px to wide screens; tables and the timeline scroll
// sideways inside their own box rather than the page.
export const CSS = `
:root { --fg: #1d2430; --muted: #5b6574; --bg: #f6f7f9; --card: #fff; --line: #d9dee6; --accent: #2456c7;
  --ok: #1b7f4b; --bad: #b42318; --warn: #b25e09; --s0: #2456c7; --s1: #d9731a; --s2: #1b7f4b;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif; color: var(--fg); background: var(--bg); }
* { box-sizing: border-box; }
body { margin: 0; font-size: 15px; line-height: 1.45; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid #f2b705; outline-offset: 2px; }
code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.88em; overflow-wrap: anywhere; }
.skip { position: absolute; left: -9999px; } .skip:focus { left: 8px; top: 8px; background: #fff; padding: 6px; z-index: 2; }
header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 10px 16px; background: #16213a; color: #fff; }
header a { color: #dfe7ff; text-decoration: none; } header a:hover { text-decoration: underline; }
.brand { font-weight: 700; font-size: 1.15em; color: #fff !important; }
nav ul { display: flex; flex-wrap: wrap; gap: 4px 14px; list-style: none; margin: 0; padding: 0; }
nav a[aria-current="page"] { color: #fff; font-weight: 600; border-bottom: 2px solid #f2b705; }
.logout { margin-left: auto; }
main { padding: 12px 16px 40px; max-width: 1280px; margin: 0 auto; }
h1:focus { outline: none; }
h1 { font-size: 1.4em; margin: 8px 0 12px; } h2 { font-size: 1.15em; margin: 0 0 10px; } h3 { font-size: 1em; margin: 14px 0 6px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; margin: 0 0 14px; }
.row { display: flex; flex-wrap: wrap; align-items: end; gap: 8px 12px; }
.inline-form { display: flex; flex-wrap: wrap; align-items: end; gap: 8px 12px; margin: 8px 0; }
.field { display: flex; flex-direction: column; gap: 2px; min-width: 0; } .field > span { font-size: 0.85em; color: var(--muted); }
.field small, small { color: var(--muted); font-size: 0.8em; }
.grow { flex: 1 1 220px; }
.check { display: inline-flex; align-items: center; gap: 4px; margin-right: 10px; }
fieldset { border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px 8px; margin: 0; } legend { font-size: 0.85em; color: var(--muted); }
input, select, button { font: inherit; padding: 5px 8px; border: 1px solid #aab3c0; border-radius: 5px; background: #fff; color: var(--fg); max-width: 100%; }
input[type="checkbox"] { padding: 0; }
button { background: #eef2fb; cursor: pointer; } button:hover { background: #dfe7fa; } button[disabled] { opacity: 0.5; cursor: default; }
button[type="submit"] { background: var(--accent); color: #fff; border-color: var(--accent); }
button.danger { color: var(--bad); border-color: #e5a29b; }
.table-wrap { overflow-x: auto; margin: 6px 0 10px; }
table { border-collapse: collapse; width: 100%; background: var(--card); font-size: 0.92em; }
caption { text-align: left; font-weight: 600; padding: 4px 0; }
th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: #eef1f5; font-weight: 600; white-space: nowrap; }
.url { overflow-wrap: anywhere; } .meta { font-size: 0.8em; color: var(--muted); }
.empty, .muted, .loading { color: var(--muted); }
.status { min-height: 1.4em; margin: 6px 16px 0; } .status.error { color: var(--bad); font-weight: 600; } .status.ok { color: var(--ok); }
.ok { color: var(--ok); } .bad { color: var(--bad); font-weight: 600; }
.once { background: #fff8e1; border: 1px solid #f2b705; border-radius: 6px; padding: 8px 10px; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.secret { background: #fff; padding: 3px 6px; border: 1px solid var(--line); user-select: all; }
.badge { font-size: 0.75em; background: #e7ecf8; border-radius: 10px; padding: 1px 8px; vertical-align: middle; }
.pager { display: flex; align-items: center; gap: 10px; margin: 6px 0; }
.pager[hidden] { display: none; }
.tense.current { color: var(--ok); } .tense.past { color: var(--muted); } .tense.planned { color: var(--accent); }
blockquote.content { margin: 0 0 8px; padding: 8px 12px; border-left: 4px solid var(--accent); background: #f3f6fd; white-space: pre-wrap; }
.login-wrap { min-height: 100vh; display: grid; place-items: center; padding: 16px; }
.login { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 24px; width: min(380px, 100%); display: flex; flex-direction: column; gap: 8px; }
/* charts */
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 12px; }
.chart { margin: 0; } .chart svg { width: 100%; height: auto; display: block; }
figcaption { font-size: 0.85em; color: var(--muted); display: flex; flex-wrap: wrap; gap: 10px; }
.legend { margin: 0; display: inline-flex; gap: 10px; }
.key::before { content: ""; display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; vertical-align: -1px; background: currentColor; }
.key.s0 { color: var(--s0); } .key.s1 { color: var(--s1); } .key.s2 { color: var(--s2); }
.grid { stroke: #e3e7ee; stroke-width: 1; } .tick { font-size: 12px; fill: var(--muted); } .chart .tick { font-size: 14px; }
.line { fill: none; stroke-width: 2; } .line.s0 { stroke: var(--s0); } .line.s1 { stroke: var(--s1); }
.bar.s0 { fill: var(--s0); } .bar.s1 { fill: var(--s1); }
.quotas { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 10px; margin-bottom: 8px; }
.quota { display: flex; flex-direction: column; gap: 3px; } .quota svg { width: 100%; height: 14px; }
.track { fill: #e8ecf2; } .fill { fill: var(--ok); } .fill.warn { fill: var(--warn); } .fill.full { fill: var(--bad); } .mark { stroke: #444; stroke-width: 1.5; }
/* timeline */
.timeline-wrap { overflow-x: auto; background: var(--card); border: 1px solid var(--line); border-radius: 8px; }
.timeline { display: block; cursor: crosshair; }
.lane { fill: #fff; } .lane.odd { fill: #f5f7fa; }
.lane-label { font-size: 12px; fill: var(--fg); font-weight: 600; }
.timeline .bar { stroke-width: 1.5; } .timeline .bar.open { fill: #cfe0ff; stroke: var(--s0); }
.timeline .bar.closed { fill: #e3e6eb; stroke: #8a93a1; } .timeline .bar.planned { fill: #fff; stroke: var(--s0); stroke-dasharray: 5 3; }
.bar-label { font-size: 11px; fill: var(--fg); pointer-events: none; }
.timeline a.fact:focus-visible .bar, .timeline a.fact:hover .bar { stroke: #f2b705; stroke-width: 3; }
.supersede { fill: none; stroke: var(--bad); stroke-width: 1.5; } .arrow { fill: var(--bad); }
.now { stroke: var(--ok); stroke-dasharray: 3 3; stroke-width: 1.5; } .now-label { fill: var(--ok); }
.cursor { stroke: #f2b705; stroke-width: 2.5; }
.key.open { color: var(--s0); } .key.closed { color: #8a93a1; } .key.planned { color: var(--accent); }
.cursor-controls { margin: 10px 0; } input[type="range"] { width: 100%; }
@media (max-width: 600px) {
  body { font-size: 14px; } main { padding: 8px 10px 30px; } header { padding: 8px 10px; }
  .logout { margin-left: 0; } th, td { padding: 4px 6px; }
  .inline-form > *, .row > .field { flex: 1 1 100%; }
}
`;
