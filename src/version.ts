export const ENGRAM_VERSION = "0.1.31";
export const API_VERSION = "2026-06-12";
