// Records the demo's short video clip (demo/media/clip.webm, VP8 in WebM) in Chromium: a canvas animation
// captured with MediaRecorder, since no encoder such as ffmpeg is at hand. Run once; the clip is committed.
//   node tools/media/make-clip.mjs
import { writeFileSync } from "node:fs";
import { chromium } from "playwright";
import { launchOptions } from "../browser.mjs";

const SECONDS = 4;

/**
 * MediaRecorder writes no duration (players show none and cannot tell how far along they are): a Duration element
 * (EBML id 0x4489, a float64 in milliseconds at the default timecode scale) is appended to the segment's Info.
 */
function withDuration(webm, milliseconds) {
  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (info < 0) throw new Error("no Info element in the recording");
  const sizeAt = info + 4;
  const width = 8 - Math.floor(Math.log2(webm[sizeAt])); // a vint's width is told by its first set bit
  let size = webm[sizeAt] & (0xff >> width);
  for (let i = 1; i < width; i++) size = size * 256 + webm[sizeAt + i];
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(milliseconds, 3);
  const newSize = size + duration.length;
  const sizeBytes = Buffer.alloc(width);
  let rest = newSize;
  for (let i = width - 1; i >= 0; i--) {
    sizeBytes[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  sizeBytes[0] |= 0x80 >> (width - 1);
  const contentAt = sizeAt + width;
  return Buffer.concat([webm.subarray(0, sizeAt), sizeBytes, webm.subarray(contentAt, contentAt + size), duration, webm.subarray(contentAt + size)]);
}
const browser = await chromium.launch(launchOptions(["--autoplay-policy=no-user-gesture-required"]));
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async (seconds) => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    document.body.append(canvas);
    const context = canvas.getContext("2d");
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 250_000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    const started = performance.now();
    const draw = () => {
      const t = (performance.now() - started) / 1000;
      const hue = Math.round((t / seconds) * 300);
      context.fillStyle = `hsl(${hue} 60% 35%)`;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = "#fff";
      context.beginPath();
      context.arc(40 + (t / seconds) * 240, 90 + Math.sin(t * 4) * 40, 18, 0, Math.PI * 2);
      context.fill();
      context.font = "bold 22px sans-serif";
      context.fillText("x-video demo clip", 70, 40);
      context.font = "18px monospace";
      context.fillText(`${t.toFixed(1)} s`, 130, 160);
      if (t < seconds) requestAnimationFrame(draw);
      else recorder.stop();
    };
    recorder.start(250);
    draw();
    await done;
    const blob = new Blob(chunks, { type: "video/webm" });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, SECONDS);
  const out = new URL("../../demo/media/clip.webm", import.meta.url);
  const clip = withDuration(Buffer.from(base64, "base64"), SECONDS * 1000);
  writeFileSync(out, clip);
  console.log(`wrote ${out.pathname} (${Math.round(clip.length / 1024)} KB)`);
} finally {
  await browser.close();
}
