// The original position of a place in a built file, from its source map: a minimal decoder of the mappings
// (base64 VLQ), so that the bench needs no source-map package. Used by profile.mjs to name minified functions.
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = Object.fromEntries([...BASE64].map((char, value) => [char, value]));

/** The VLQ numbers of one segment ("AAgBC" → [0, 0, 16, 1]). */
function decodeSegment(text) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

/** For each generated line, its segments as [column, source, line] (0-based), in column order. */
export function decodeMappings(map) {
  let source = 0;
  let line = 0;
  return map.mappings.split(";").map((lineText) => {
    let column = 0;
    const segments = [];
    for (const segmentText of lineText.split(",")) {
      if (!segmentText) continue;
      const [columnDelta, sourceDelta, lineDelta] = decodeSegment(segmentText);
      column += columnDelta;
      if (sourceDelta === undefined) continue;
      source += sourceDelta;
      line += lineDelta;
      segments.push([column, source, line]);
    }
    return segments;
  });
}

/** { source, line } (line 1-based) of a 0-based generated line and column, or null where nothing is mapped. */
export function originalPosition(map, lines, line, column) {
  const segments = lines[line] ?? [];
  let found = null;
  for (const segment of segments) {
    if (segment[0] > column) break;
    found = segment;
  }
  return found ? { source: map.sources[found[1]], line: found[2] + 1 } : null;
}
