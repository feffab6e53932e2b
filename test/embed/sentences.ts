/** Shared by test/embed and bench/embed.ts: mixed length, language and script. */
export const SENTENCES: string[] = [
  "I live in Berlin",
  "My home city is Berlin",
  "I like pizza",
  "",
  "Hello",
  "This is an example sentence",
  "Each sentence is converted.",
  "Café déjà vu — 東京",
  "The quick brown fox jumps over the lazy dog.",
  "Der schnelle braune Fuchs springt über den faulen Hund.",
  "Le chat est assis sur le tapis et regarde la pluie tomber.",
  "¿Dónde está la estación de tren más cercana?",
  "Москва — столица России.",
  "我喜欢在周末去公园散步。",
  "東京は日本の首都です。",
  "مرحبا بالعالم",
  "The meeting with the design team moved to Thursday at 3pm; bring the Q3 roadmap.",
  "Remember that Alice prefers tea over coffee and is allergic to peanuts.",
  "const x = await fetch(url).then((r) => r.json()); // TODO handle errors",
  "🚀🔥 launch day!!! 100% ready",
  "Invoice #4821: total due 1,249.00 EUR by 2025-03-31.",
  "Self-hosted memory services store facts about users and retrieve them by meaning, " +
    "so that an assistant can remember preferences, recurring tasks and past conversations " +
    "without sending personal data to a third party. Embeddings turn each memory into a vector, " +
    "and a nearest-neighbour search finds the memories closest to a question.",
  "In 1905 Albert Einstein published four papers that changed physics: on the photoelectric effect, " +
    "Brownian motion, special relativity and the equivalence of mass and energy.",
  "ok",
];
