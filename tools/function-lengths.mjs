// Lists the functions longer than a screen (150 lines, first line to last) in the product's code: src/ and
// wordpress/ (TypeScript, JavaScript and PHP), tests left out. A function's lines include the functions inside it,
// so a file-long wrapper (an IIFE) counts as one long function. Exits with 1 when any is found.
//   node tools/function-lengths.mjs [--max 150] [--tests] [folders…]
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const SCRIPT = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$|\/testing\//;

/** The functions of a TypeScript or JavaScript file, by name, with their first and last line. */
export function scriptFunctions(path, text) {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : path.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      found.push({ name: functionName(node), first: lineOf(node.getStart(source)), last: lineOf(node.end) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  if (parent && ts.isParenthesizedExpression(parent)) return "(wrapper)";
  return "(anonymous)";
}

/**
 * The functions and methods of a PHP file, with their first and last line: each `function` keyword outside strings
 * and comments, to the brace that closes its body. Abstract and interface methods (no body) are left out.
 */
export function phpFunctions(text) {
  const found = [];
  const open = []; // for each open brace: the function it begins, or null
  let pending = null; // a function whose body's brace is still to come
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\n") line++;
    else if (char === "'" || char === '"' || char === "`") {
      for (i++; i < text.length && text[i] !== char; i++) {
        if (text[i] === "\\") i++;
        if (text[i] === "\n") line++;
      }
    } else if (char === "#" || (char === "/" && text[i + 1] === "/")) {
      while (i + 1 < text.length && text[i + 1] !== "\n") i++;
    } else if (char === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end + 1;
      for (; i < stop; i++) if (text[i] === "\n") line++;
    } else if (char === "<" && text.startsWith("<<<", i)) {
      const label = /^<<<\s*['"]?(\w+)/.exec(text.slice(i))?.[1];
      const end = label ? text.slice(i).search(new RegExp(`\\n\\s*${label}\\b`)) : -1;
      if (end > 0) {
        const stop = i + end + 1;
        for (; i < stop; i++) if (text[i] === "\n") line++;
      }
    } else if (/\w/.test(char) && !/\w/.test(text[i - 1] ?? "") && text.startsWith("function", i) && !/\w/.test(text[i + 8] ?? "")) {
      const name = /^function\s*&?\s*(\w*)/.exec(text.slice(i))?.[1] || "(closure)";
      pending = { name, first: line };
      i += 7;
    } else if (char === ";" && pending) pending = null;
    else if (char === "{") {
      open.push(pending);
      pending = null;
    } else if (char === "}") {
      const begun = open.pop();
      if (begun) found.push({ ...begun, last: line });
    }
  }
  return found;
}

function* files(folder, tests) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "vendor") yield* files(path, tests);
    } else if ((SCRIPT.test(path) && !path.endsWith(".d.ts")) || path.endsWith(".php")) {
      if (tests || !TEST.test(path)) yield path;
    }
  }
}

/** The functions longer than max lines under the folders, longest first. */
export function longFunctions(folders, { max = 150, tests = false } = {}) {
  const long = [];
  for (const folder of folders) {
    for (const path of files(folder, tests)) {
      const text = readFileSync(path, "utf8");
      const functions = path.endsWith(".php") ? phpFunctions(text) : scriptFunctions(path, text);
      for (const { name, first, last } of functions) {
        const lines = last - first + 1;
        if (lines > max) long.push({ path: relative(process.cwd(), path), name, first, lines });
      }
    }
  }
  return long.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const maxAt = args.indexOf("--max");
  const max = maxAt === -1 ? 150 : Number(args.splice(maxAt, 2)[1]);
  const tests = args.includes("--tests");
  const folders = args.filter((arg) => !arg.startsWith("--"));
  const long = longFunctions(folders.length ? folders : ["src", "wordpress"], { max, tests });
  for (const { path, name, first, lines } of long) console.log(`${String(lines).padStart(5)} lines  ${path}:${first}  ${name}`);
  console.log(long.length ? `${long.length} function(s) over ${max} lines` : `no function over ${max} lines`);
  process.exitCode = long.length ? 1 : 0;
}
