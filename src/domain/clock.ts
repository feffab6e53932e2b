// Time is carried as integer microseconds since the epoch: the spec compares `expected_updated_at`
// to the microsecond, and a JS Date only holds milliseconds.
export interface Clock {
  nowMicros(): number;
}

let last = 0;
export const systemClock: Clock = {
  nowMicros() {
    const us = Math.floor((performance.timeOrigin + performance.now()) * 1000);
    // Strictly increasing within the process, so two writes never share an updated_at.
    last = us > last ? us : last + 1;
    return last;
  },
};

/** A clock tests can set and advance instead of sleeping. */
export class ManualClock implements Clock {
  constructor(private us: number) {}
  nowMicros(): number {
    return this.us;
  }
  set(iso: string): void {
    const v = parseTimestamp(iso);
    if (v === null) throw new Error(`bad time ${iso}`);
    this.us = v;
  }
  advanceMs(ms: number): void {
    this.us += Math.round(ms * 1000);
  }
}

export function formatTs(us: number): string {
  const ms = Math.floor(us / 1000);
  const iso = new Date(ms).toISOString(); // 2026-11-22T05:30:00.123Z
  const micros = String(us - ms * 1000).padStart(3, "0");
  return `${iso.slice(0, 23)}${micros}Z`;
}

export function nowTs(clock: Clock): string {
  return formatTs(clock.nowMicros());
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * ISO 8601 to microseconds: a bare date is midnight UTC, a value without an offset is UTC.
 * Returns null for anything that is not a real ISO 8601 date or date-time.
 */
export function parseTimestamp(input: string): number | null {
  const m = ISO.exec(input.trim());
  if (!m) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", frac = "", off] = m;
  const year = Number(y), month = Number(mo), day = Number(d);
  const hour = Number(h), minute = Number(mi), second = Number(s);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(ms);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null; // e.g. Feb 30
  let offsetMin = 0;
  if (off && off !== "Z" && off !== "z") {
    const sign = off.startsWith("-") ? -1 : 1;
    const digits = off.slice(1).replace(":", "");
    const oh = Number(digits.slice(0, 2));
    const om = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
    if (oh > 23 || om > 59) return null;
    offsetMin = sign * (oh * 60 + om);
  }
  const micros = Number((frac + "000000").slice(0, 6));
  return (ms - offsetMin * 60_000) * 1000 + micros;
}

/** Normalizes a stored-or-given ISO string to our canonical text form, or null when unreadable. */
export function canonicalTs(input: string): string | null {
  const us = parseTimestamp(input);
  return us === null ? null : formatTs(us);
}
