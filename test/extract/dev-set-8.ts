// An eighth development set: work, identity, events and instructions in everyday wording, written from the
// labelling rules of the held-out set (test/fixtures/facts/README.md), not from the extractor. Jobs use
// job_title and the employer works_at (a team or a client named by "at"/"for" is the employer); other
// identities (religion, orientation, gender) use is_a; heritage ("half Italian") is the nationality named;
// a self-introduction after a greeting is a name; a birthday is a date as written, never "next week";
// instructions are the imperative clause minus "please"/"from now on", keeping any condition. Negatives
// expect nothing: being between jobs, working late, a birthday that is only coming round.

import type { DevCase } from "./dev-set";

const S = "@self";

export const POSITIVES_8: DevCase[] = [
  // work: titles and employers -------------------------------------------------------------------------
  { text: "I'm a senior PM at Canva.", facts: [[S, "job_title", "senior PM"], [S, "works_at", "Canva"]] },
  { text: "I've been a paramedic for ten years.", facts: [[S, "job_title", "paramedic"]] },
  { text: "I'm the head chef at Nopa.", facts: [[S, "job_title", "head chef"], [S, "works_at", "Nopa"]] },
  { text: "I'm an intern at Google.", facts: [[S, "job_title", "intern"], [S, "works_at", "Google"]] },
  { text: "I just got promoted to senior engineer.", facts: [[S, "job_title", "senior engineer"]] },
  { text: "I work remotely for GitLab.", facts: [[S, "works_at", "GitLab"]] },
  { text: "I work in marketing at a startup called Lumen.", facts: [[S, "works_at", "Lumen"]] },
  { text: "I work in sales for a company called Brightline.", facts: [[S, "works_at", "Brightline"]] },
  { text: "I'm on the design team at Spotify.", facts: [[S, "works_at", "Spotify"]] },
  { text: "I'm part of the sales team at Oracle.", facts: [[S, "works_at", "Oracle"]] },
  { text: "I'm in the finance department at Unilever.", facts: [[S, "works_at", "Unilever"]] },
  { text: "I do contract work for Shopify.", facts: [[S, "works_at", "Shopify"]] },
  { text: "I do some freelance work for Vox Media.", facts: [[S, "works_at", "Vox Media"]] },
  { text: "I do consulting for Deloitte.", facts: [[S, "works_at", "Deloitte"]] },
  { text: "I work shifts at the Royal London Hospital.", facts: [[S, "works_at", "Royal London Hospital"]] },
  { text: "I work nights at a warehouse.", facts: [[S, "works_at", "warehouse"]] },
  { text: "I'm employed at Deloitte as an auditor.", facts: [[S, "works_at", "Deloitte"], [S, "job_title", "auditor"]] },
  { text: "I got a job as a waiter at Luigi's.", facts: [[S, "job_title", "waiter"], [S, "works_at", "Luigi's"]] },
  { text: "I landed a job as a junior designer.", facts: [[S, "job_title", "junior designer"]] },
  { text: "I teach third grade at Lincoln Elementary.", facts: [[S, "works_at", "Lincoln Elementary"]] },

  // identity ---------------------------------------------------------------------------------------------
  { text: "I'm half Italian.", facts: [[S, "nationality", "Italian"]] },
  { text: "I'm half-Japanese.", facts: [[S, "nationality", "Japanese"]] },
  { text: "I'm a devout Catholic.", facts: [[S, "is_a", "Catholic"]] },
  { text: "I'm a practicing Muslim.", facts: [[S, "is_a", "Muslim"]] },
  { text: "I'm gay.", facts: [[S, "is_a", "gay"]] },
  { text: "I'm bisexual.", facts: [[S, "is_a", "bisexual"]] },
  { text: "I'm non-binary.", facts: [[S, "is_a", "non-binary"]] },
  { text: "I'm a trans woman.", facts: [[S, "is_a", "trans woman"]] },
  { text: "Hi there, it's Dana.", facts: [[S, "name", "Dana"]] },
  { text: "Hello, this is Priya.", facts: [[S, "name", "Priya"]] },
  { text: "Hey! It's Sam again.", facts: [[S, "name", "Sam"]] },
  { text: "I just turned 40.", facts: [[S, "age", "40"]] },
  { text: "I'm 34 years old.", facts: [[S, "age", "34"]] },
  { text: "My birthday is 3 July.", facts: [[S, "birthday", "3 July"]] },
  { text: "I was born in 1988.", facts: [[S, "birthday", "1988"]] },

  // instructions: a contrast and a condition stay in the order -------------------------------------------
  { text: "Use Celsius, not Fahrenheit.", facts: [[S, "instruction", "Use Celsius, not Fahrenheit"]] },
  { text: "Please use metric, not imperial.", facts: [[S, "instruction", "use metric, not imperial"]] },
  { text: "Answer in Spanish, not English.", facts: [[S, "preferred_language", "Spanish"]] },
  { text: "From now on, call me by my first name.", facts: [[S, "instruction", "call me by my first name"]] },
  { text: "If I ask for a recipe, include the calories.", facts: [[S, "instruction", "If I ask for a recipe, include the calories"]] },
  { text: "Whenever I send you code, check it for bugs first.", facts: [[S, "instruction", "Whenever I send you code, check it for bugs first"]] },
  { text: "When you give me code, use TypeScript.", facts: [[S, "instruction", "When you give me code, use TypeScript"]] },
];

export const NEGATIVES_8: DevCase[] = [
  { text: "I'm between jobs.", facts: [] },
  { text: "I'm between jobs right now.", facts: [] },
  { text: "I have to work late tonight.", facts: [] },
  { text: "I'm on the team.", facts: [] },
  { text: "I do contract work for a few clients.", facts: [] },
  { text: "I do a lot of work for charity.", facts: [] },
  { text: "My birthday is next week.", facts: [] },
  { text: "My birthday is tomorrow.", facts: [] },
  { text: "Hi, it's Tuesday.", facts: [] },
  { text: "Hey there, it's so cold today.", facts: [] },
  { text: "Good morning! It's Monday again.", facts: [] },
  { text: "I'm half way there.", facts: [] },
  { text: "If I lived in Paris, I'd eat croissants daily.", facts: [] },
  { text: "If I need help, I'll ask.", facts: [] },
  { text: "When I ask you a question, what do you do?", facts: [] },
];
