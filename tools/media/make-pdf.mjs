// Writes the demo's PDF (demo/media/sample.pdf): a few pages of real, searchable text (PDF text objects in the
// standard Helvetica font), with a correct cross-reference table. Run once; the file is committed.
//   node tools/media/make-pdf.mjs
import { writeFileSync } from "node:fs";

const PAGES = [
  {
    title: "Field guide to the demo",
    lines: [
      "This document is rendered by x-pdf, either by the browser's own viewer",
      "or by the built-in viewer on pdf.js, page by page as it scrolls into view.",
      "Its text is real text: select it, copy it, or find a word in the page.",
    ],
  },
  {
    title: "Page two: lighthouses",
    lines: [
      "A lighthouse marks a coast, a reef or the way into a harbour.",
      "Each has its own pattern of flashes, so that sailors can tell which it is.",
      "The word to find on this page is lighthouse.",
    ],
  },
  {
    title: "Page three: tides",
    lines: ["Tides rise and fall twice a day on most coasts.", "The moon and the sun pull the oceans; the shape of each coast does the rest."],
  },
  {
    title: "Page four: the end",
    lines: ["That is all: four pages, a few kilobytes, no images.", "Thank you for reading."],
  },
];

const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function content({ title, lines }, number) {
  const body = [`BT /F1 24 Tf 72 720 Td (${escape(title)}) Tj ET`];
  lines.forEach((line, index) => body.push(`BT /F1 13 Tf 72 ${680 - index * 22} Td (${escape(line)}) Tj ET`));
  body.push(`BT /F1 10 Tf 290 40 Td (${number} / ${PAGES.length}) Tj ET`);
  return body.join("\n");
}

// Objects: 1 catalog, 2 pages, 3 font, 4 info, then per page its page object and content stream.
const objects = [];
objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
const kids = PAGES.map((_, i) => `${5 + i * 2} 0 R`).join(" ");
objects[2] = `<< /Type /Pages /Kids [${kids}] /Count ${PAGES.length} >>`;
objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
objects[4] = "<< /Title (x-elements demo document) /Producer (x-elements tools/media/make-pdf.mjs) >>";
PAGES.forEach((page, i) => {
  const stream = content(page, i + 1);
  objects[5 + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${6 + i * 2} 0 R >>`;
  objects[6 + i * 2] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
});

let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
const offsets = [];
for (let n = 1; n < objects.length; n++) {
  offsets[n] = Buffer.byteLength(pdf, "latin1");
  pdf += `${n} 0 obj\n${objects[n]}\nendobj\n`;
}
const xref = Buffer.byteLength(pdf, "latin1");
pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
for (let n = 1; n < objects.length; n++) pdf += `${String(offsets[n]).padStart(10, "0")} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

const out = new URL("../../demo/media/sample.pdf", import.meta.url);
writeFileSync(out, Buffer.from(pdf, "latin1"));
console.log(`wrote ${out.pathname} (${pdf.length} bytes, ${PAGES.length} pages)`);
