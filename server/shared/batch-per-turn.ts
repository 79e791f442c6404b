import { Transform, type TransformCallback } from "node:stream";

// A stream that passes on, once per turn of the event loop, all that was written to it in that
// turn, as one chunk. React writes a page in many small chunks; compressing each on its own costs
// a trip to zlib's thread and a flush per chunk (about 4 ms of a signed-in page's 13 ms,
// docs/performance.md), while one chunk a turn costs a trip or two and still sends the shell as
// soon as React has written it.

export function batchPerTurn(): Transform {
  let chunks: Buffer[] = [];
  let scheduled = false;
  const release = (stream: Transform) => {
    scheduled = false;
    if (chunks.length === 0) return;
    const batch = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    chunks = [];
    stream.push(batch);
  };
  return new Transform({
    transform(this: Transform, chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      chunks.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          if (!this.destroyed) release(this);
        });
      }
      done();
    },
    flush(this: Transform, done: TransformCallback) {
      release(this);
      done();
    },
  });
}
