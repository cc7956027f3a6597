// What the WordPress checks serve in place of the internet: nothing they do leaves 127.0.0.1.
import { deflateSync } from "node:zlib";

/** A small PNG of one colour (an image to upload), written by hand: no image library needed. */
export function png(width, height, [r, g, b]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from([r, g, b]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Routes a browser context's requests to other hosts: OpenStreetMap's standard tiles (x-map's default) are answered
 * by a stand-in tile (with CORS, as OpenStreetMap answers), anything else is refused. Returns the tiles asked for and
 * the refused addresses, as they come.
 */
export async function keepLocal(context) {
  const tileRequests = [];
  const outside = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      const url = route.request().url();
      if (new URL(url).hostname !== "tile.openstreetmap.org") {
        outside.push(url);
        return route.abort();
      }
      tileRequests.push(url);
      return route.fulfill({
        status: 200,
        contentType: "image/png",
        headers: { "access-control-allow-origin": "*" },
        body: png(256, 256, [170, 211, 223]),
      });
    },
  );
  return { tileRequests, outside };
}
