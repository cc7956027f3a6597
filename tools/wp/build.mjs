// `npm run build:wp`: packs the WordPress plugin with the current dist/ into dist/x-elements-wp.zip, a zip holding
// one folder, x-elements/, as WordPress's "Upload Plugin" expects. Uses the `zip` command where it is installed
// (Debian: apt-get install zip), else writes the zip with Node's zlib.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { crc32, deflateRawSync } from "node:zlib";
import { distDirectory, stagePlugin } from "./stage.mjs";

/** Every file and directory under `dir`, sorted, as paths relative to `base` with forward slashes. */
function entries(base, dir = base) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      const name = relative(base, path).split(sep).join("/");
      return entry.isDirectory() ? [{ name: `${name}/`, path }, ...entries(base, path)] : [{ name, path }];
    });
}

/** A zip of `folder` (its name as the top directory) in Node: deflated entries, no extra fields. */
function writeZip(folder, out) {
  const parent = join(folder, "..");
  const locals = [];
  const centrals = [];
  let offset = 0;
  const time = new Date(statSync(folder).mtimeMs);
  const dosTime = (time.getHours() << 11) | (time.getMinutes() << 5) | Math.floor(time.getSeconds() / 2);
  const dosDate = ((time.getFullYear() - 1980) << 9) | ((time.getMonth() + 1) << 5) | time.getDate();
  for (const { name, path } of [{ name: "x-elements/", path: folder }, ...entries(parent, folder)]) {
    const isDir = name.endsWith("/");
    const data = isDir ? Buffer.alloc(0) : readFileSync(path);
    const deflated = isDir ? data : deflateRawSync(data, { level: 9 });
    const stored = !isDir && deflated.length >= data.length;
    const body = stored || isDir ? data : deflated;
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(stored || isDir ? 0 : 8, 8);
    header.writeUInt16LE(dosTime, 10);
    header.writeUInt16LE(dosDate, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, spec 2.0
    header.copy(central, 6, 4, 30); // version needed ... name length
    central.writeUInt16LE(0, 32); // comment length
    central.writeUInt16LE(0, 34); // disk
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE(((isDir ? 0o40755 : 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += header.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(out, Buffer.concat([...locals, directory, end]));
}

function hasZipCommand() {
  return process.env.X_ELEMENTS_NODE_ZIP !== "1" && spawnSync("zip", ["-v"], { stdio: "ignore" }).status === 0;
}

const dist = distDirectory();
const out = join(dist, "x-elements-wp.zip");
const work = mkdtempSync(join(tmpdir(), "x-elements-wp-build-"));
try {
  const plugin = stagePlugin(join(work, "x-elements"), dist);
  rmSync(out, { force: true });
  let how = "zip";
  if (hasZipCommand()) {
    const zip = spawnSync("zip", ["-r", "-X", "-q", "-9", out, "x-elements"], { cwd: work, stdio: "inherit" });
    if (zip.status !== 0) throw new Error("zip failed");
  } else {
    how = "node:zlib";
    writeZip(plugin, out);
  }
  const files = entries(work, plugin).filter((entry) => !entry.name.endsWith("/")).length;
  console.log(`build:wp: ${relative(process.cwd(), out)} (${files} files, ${(statSync(out).size / 1024).toFixed(0)} KB, ${how})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
