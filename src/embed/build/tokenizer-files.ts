/**
 * Tokenizer and config files for transformers.js, generated from the npm
 * package's tokenizer.json and config.json (BERT WordPiece, uncased).
 */

export interface GeneratedFiles {
  "config.json": string;
  "tokenizer.json": string;
  "tokenizer_config.json": string;
  "special_tokens_map.json": string;
}

const SPECIAL = {
  cls_token: "[CLS]",
  mask_token: "[MASK]",
  pad_token: "[PAD]",
  sep_token: "[SEP]",
  unk_token: "[UNK]",
} as const;

type Json = Record<string, unknown>;

const pretty = (v: unknown) => JSON.stringify(v, null, 2) + "\n";

export function makeModelFiles(srcConfig: Json, srcTokenizer: Json, nameOrPath: string): GeneratedFiles {
  if (srcConfig.model_type !== "bert") throw new Error(`config.json: model_type ${String(srcConfig.model_type)}, expected bert`);
  const maxLen = Number(srcConfig.max_position_embeddings);
  if (!Number.isInteger(maxLen) || maxLen <= 0) throw new Error("config.json: bad max_position_embeddings");

  const model = srcTokenizer.model as Json | undefined;
  if (!model || model.type !== "WordPiece") throw new Error("tokenizer.json: expected a WordPiece model");
  const vocab = model.vocab as Record<string, number> | undefined;
  if (!vocab) throw new Error("tokenizer.json: no vocab");
  for (const tok of Object.values(SPECIAL)) {
    if (typeof vocab[tok] !== "number") throw new Error(`tokenizer.json: vocab lacks ${tok}`);
  }
  const normalizer = (srcTokenizer.normalizer ?? {}) as Json;
  if (normalizer.type !== "BertNormalizer") throw new Error("tokenizer.json: expected a BertNormalizer");
  const lowercase = normalizer.lowercase !== false;

  // transformers.js pads and truncates per call (padding: true, truncation: true,
  // max_length = tokenizer_config.model_max_length); the fixed 128 padding/truncation
  // stored in the npm file would only matter to other consumers, so make it agree.
  const tokenizer: Json = {
    ...srcTokenizer,
    truncation: { direction: "Right", max_length: maxLen, strategy: "LongestFirst", stride: 0 },
    padding: null,
  };

  const config: Json = { _name_or_path: nameOrPath, ...srcConfig };
  config._name_or_path = nameOrPath;

  const tokenizerConfig: Json = {
    clean_up_tokenization_spaces: true,
    ...SPECIAL,
    do_basic_tokenize: true,
    do_lower_case: lowercase,
    model_max_length: maxLen,
    never_split: null,
    strip_accents: normalizer.strip_accents ?? null,
    tokenize_chinese_chars: normalizer.handle_chinese_chars !== false,
    tokenizer_class: "BertTokenizer",
  };

  return {
    "config.json": pretty(config),
    "tokenizer.json": JSON.stringify(tokenizer) + "\n",
    "tokenizer_config.json": pretty(tokenizerConfig),
    "special_tokens_map.json": pretty(SPECIAL),
  };
}
