/**
 * Minimal protobuf writer (wire types 0 varint, 2 length-delimited, 5 fixed32).
 * A message is kept as a list of byte chunks so large payloads (tensor data)
 * are referenced, not copied, until the final `toBytes()`.
 */

const WIRE_VARINT = 0;
const WIRE_LEN = 2;
const WIRE_FIXED32 = 5;

export class ProtoWriter {
  private chunks: Uint8Array[] = [];
  private pending: number[] = [];
  private size = 0;

  get length(): number {
    return this.size;
  }

  private pushByte(b: number): void {
    this.pending.push(b);
    this.size++;
  }

  private flushPending(): void {
    if (this.pending.length) {
      this.chunks.push(Uint8Array.from(this.pending));
      this.pending = [];
    }
  }

  private pushChunk(c: Uint8Array): void {
    if (c.byteLength < 64) {
      for (const b of c) this.pending.push(b);
    } else {
      this.flushPending();
      this.chunks.push(c);
    }
    this.size += c.byteLength;
  }

  /** Raw varint (no key). Negative numbers are written as 64-bit two's complement. */
  private rawVarint(value: number | bigint): void {
    let v: bigint;
    if (typeof value === "number") {
      if (!Number.isInteger(value)) throw new Error(`varint: not an integer: ${value}`);
      if (value >= 0 && value < 0x80000000) {
        let n = value;
        while (n >= 0x80) {
          this.pushByte((n & 0x7f) | 0x80);
          n >>>= 7;
        }
        this.pushByte(n);
        return;
      }
      v = BigInt(value);
    } else {
      v = value;
    }
    if (v < 0n) v = BigInt.asUintN(64, v);
    while (v >= 0x80n) {
      this.pushByte(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.pushByte(Number(v));
  }

  private key(field: number, wire: number): void {
    this.rawVarint(field * 8 + wire);
  }

  varint(field: number, value: number | bigint): this {
    this.key(field, WIRE_VARINT);
    this.rawVarint(value);
    return this;
  }

  bytes(field: number, data: Uint8Array): this {
    this.key(field, WIRE_LEN);
    this.rawVarint(data.byteLength);
    this.pushChunk(data);
    return this;
  }

  string(field: number, s: string): this {
    return this.bytes(field, new TextEncoder().encode(s));
  }

  float(field: number, x: number): this {
    this.key(field, WIRE_FIXED32);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, x, true);
    this.pushChunk(b);
    return this;
  }

  /** Embedded message: the sub-writer's chunks are adopted, not copied. */
  message(field: number, sub: ProtoWriter): this {
    this.key(field, WIRE_LEN);
    this.rawVarint(sub.length);
    this.flushPending();
    sub.flushPending();
    for (const c of sub.chunks) this.chunks.push(c);
    this.size += sub.length;
    return this;
  }

  /** All chunks, in order (for streaming to a file). */
  toChunks(): Uint8Array[] {
    this.flushPending();
    return this.chunks.slice();
  }

  toBytes(): Uint8Array {
    this.flushPending();
    const out = new Uint8Array(this.size);
    let off = 0;
    for (const c of this.chunks) {
      out.set(c, off);
      off += c.byteLength;
    }
    return out;
  }
}
