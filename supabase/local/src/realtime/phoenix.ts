/** Phoenix channel frames as realtime-js speaks them: vsn 2.0.0 arrays, vsn 1.0.0 objects, binary broadcasts. */

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast the client pushed as a binary frame (realtime-js 2.x, vsn 2.0.0). */
export interface BinaryBroadcast {
  frame: Frame;
  /** The user's payload bytes when they were sent as raw binary (encoding 0), not JSON. */
  binary: ArrayBuffer | null;
}

export function encodeFrame(vsn: Vsn, f: Frame): string {
  if (vsn === '1.0.0') {
    return JSON.stringify({ topic: f.topic, event: f.event, payload: f.payload, ref: f.ref, join_ref: f.joinRef });
  }
  return JSON.stringify([f.joinRef, f.ref, f.topic, f.event, f.payload]);
}

export function decodeText(vsn: Vsn, text: string): Frame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0' && Array.isArray(value) && value.length === 5) {
    const [joinRef, ref, topic, event, payload] = value as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    if (typeof o.topic !== 'string' || typeof o.event !== 'string') return null;
    return { joinRef: asRef(o.join_ref), ref: asRef(o.ref), topic: o.topic, event: o.event, payload: o.payload };
  }
  return null;
}

function asRef(v: unknown): string | null {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const JSON_ENCODING = 1;

/** Decodes realtime-js's "user broadcast push" binary frame into a broadcast push. */
export function decodeBinary(buf: Buffer): BinaryBroadcast | null {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [buf[1], buf[2], buf[3], buf[4], buf[5], buf[6]];
  let offset = 7;
  const take = (n: number) => {
    const s = buf.subarray(offset, offset + n).toString('utf8');
    offset += n;
    return s;
  };
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  const topic = take(topicLen);
  const userEvent = take(eventLen);
  const meta = take(metaLen);
  const body = buf.subarray(offset);
  let payload: unknown = null;
  let binary: ArrayBuffer | null = null;
  try {
    if (encoding === JSON_ENCODING) payload = JSON.parse(body.toString('utf8') || 'null');
    else binary = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
  } catch {
    return null;
  }
  const broadcast: Record<string, unknown> = { type: 'broadcast', event: userEvent, payload };
  if (meta) {
    try {
      broadcast.meta = JSON.parse(meta);
    } catch {
      // metadata is optional
    }
  }
  return { frame: { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: broadcast }, binary };
}

/** The server → client "user broadcast" binary frame (used for raw-binary payloads). */
export function encodeBinaryBroadcast(topic: string, userEvent: string, payload: ArrayBuffer): Buffer {
  const t = Buffer.from(topic);
  const e = Buffer.from(userEvent);
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, 0, 0]);
  return Buffer.concat([header, t, e, Buffer.from(payload)]);
}
