// Verb forms, so that one pattern ("{live} in {O}") covers "live", "lives", "lived", "living", and the form
// that matched tells the tense ("lived" → past, "living" after "am" → progressive).

export type Form = "base" | "s" | "past" | "pp" | "ing";

const IRREGULAR: Record<string, [past: string, pp: string]> = {
  have: ["had", "had"], go: ["went", "gone"], leave: ["left", "left"], buy: ["bought", "bought"], get: ["got", "gotten"],
  take: ["took", "taken"], eat: ["ate", "eaten"], drink: ["drank", "drunk"], grow: ["grew", "grown"], speak: ["spoke", "spoken"],
  make: ["made", "made"], begin: ["began", "begun"], sell: ["sold", "sold"], meet: ["met", "met"], drive: ["drove", "driven"],
  come: ["came", "come"], become: ["became", "become"], quit: ["quit", "quit"], give: ["gave", "given"], know: ["knew", "known"],
  fly: ["flew", "flown"], spend: ["spent", "spent"], keep: ["kept", "kept"], run: ["ran", "run"], break: ["broke", "broken"],
  stand: ["stood", "stood"], cut: ["cut", "cut"], win: ["won", "won"], teach: ["taught", "taught"], think: ["thought", "thought"],
  feel: ["felt", "felt"], find: ["found", "found"], hold: ["held", "held"], read: ["read", "read"], put: ["put", "put"], hit: ["hit", "hit"],
  set: ["set", "set"], split: ["split", "split"], swim: ["swam", "swum"], sit: ["sat", "sat"], lose: ["lost", "lost"],
  pay: ["paid", "paid"], say: ["said", "said"], tell: ["told", "told"], write: ["wrote", "written"], wear: ["wore", "worn"],
  study: ["studied", "studied"], marry: ["married", "married"], adore: ["adored", "adored"], hear: ["heard", "heard"],
  fall: ["fell", "fallen"], mean: ["meant", "meant"], learn: ["learned", "learned"], do: ["did", "done"], bring: ["brought", "brought"],
  outgrow: ["outgrew", "outgrown"],
};
const DOUBLING = new Set(["stop", "plan", "prefer", "quit", "get", "run", "admit", "shop", "swim", "begin", "sit", "put", "cut", "set", "date", "win", "drop", "refer", "swap", "dig", "hit"]);

function regular(lemma: string): { s: string; past: string; ing: string } {
  const last = lemma.slice(-1);
  const vowelY = /[aeiou]y$/.test(lemma);
  const s = /(?:s|sh|ch|x|z|o)$/.test(lemma) ? lemma + "es" : last === "y" && !vowelY ? lemma.slice(0, -1) + "ies" : lemma + "s";
  const dbl = DOUBLING.has(lemma) && !lemma.endsWith("e");
  const past = lemma.endsWith("e") ? lemma + "d" : last === "y" && !vowelY ? lemma.slice(0, -1) + "ied" : dbl ? lemma + last + "ed" : lemma + "ed";
  const ing = /[^e]e$/.test(lemma) && lemma !== "be" ? lemma.slice(0, -1) + "ing" : /ie$/.test(lemma) ? lemma.slice(0, -2) + "ying" : dbl ? lemma + last + "ing" : lemma + "ing";
  return { s, past, ing };
}

/** Every written form of a verb, mapped to its form. "travel" accepts both "traveled" and "travelled". */
export function verbForms(lemma: string): Map<string, Form> {
  const out = new Map<string, Form>();
  if (lemma === "be") {
    for (const [w, f] of [["be", "base"], ["am", "s"], ["is", "s"], ["are", "s"], ["was", "past"], ["were", "past"], ["been", "pp"], ["being", "ing"]] as const) out.set(w, f);
    return out;
  }
  const r = regular(lemma);
  const irr = IRREGULAR[lemma];
  out.set(lemma, "base");
  out.set(r.s, "s");
  if (lemma === "have") out.set("has", "s");
  out.set(r.ing, "ing");
  if (irr) {
    out.set(irr[1], "pp");
    // "I read mostly sci-fi" is a habit: a past spelled like the base reads as the base, except where the
    // past is the usual reading ("I quit Acme").
    if (irr[0] !== lemma || lemma === "quit" || lemma === "cut" || lemma === "put" || lemma === "set" || lemma === "split" || lemma === "hit") out.set(irr[0], "past");
    if (lemma === "get") out.set("got", "past");
  } else out.set(r.past, "past");
  if (lemma === "travel") {
    out.set("travelled", "past");
    out.set("travelling", "ing");
  }
  return out;
}
