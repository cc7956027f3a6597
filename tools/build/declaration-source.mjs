// What the build reads of a declaration file (src/<behaviour>/<name>.element.ts) as written, without running it: the
// keys of its `declare({...})` and the literal `view` and `stylesheets` that name its entry point's files. Read so, a
// declaration that lacks a key fails at the first step that makes its entry point (the build, the test server, the
// demo), with the key's name, before anything is compiled.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** The keys every declaration writes (ElementDeclaration's required keys; `{}` or `[]` when it has none). */
export const REQUIRED_KEYS = ["tag", "summary", "attributes", "events", "slots", "parts", "cssProperties", "examples"];

/** The object literal given to `declare(...)` in the file's default export, if it is one. */
function declarationObject(source) {
  for (const statement of source.statements) {
    if (!ts.isExportAssignment(statement)) continue;
    const call = statement.expression;
    if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === "declare") {
      const [argument] = call.arguments;
      return argument && ts.isObjectLiteralExpression(argument) ? argument : undefined;
    }
  }
  return undefined;
}

const propertyName = (property) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/** A property's value as a string literal, or a list of them; anything else is an error naming the key. */
function literal(file, key, node) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteralLike)) return node.elements.map((element) => element.text);
  throw new Error(`${file}: the declaration's "${key}" must be written as a literal string (or a list of them): the build reads it from the file`);
}

/**
 * { view, stylesheets } of the declaration in `file` (from `root`): the literal values of `view` and `stylesheets`
 * if it writes them. Fails, naming the key, when a required key is missing.
 */
export function readDeclarationSource(file, root = process.cwd()) {
  const path = join(root, file);
  const modified = statSync(path).mtimeMs;
  const known = read.get(path);
  if (known?.modified === modified) return known.result;
  const result = readSource(file, readFileSync(path, "utf8"));
  read.set(path, { modified, result });
  return result;
}

/** What was read, by path: the test server asks for every entry point, often. */
const read = new Map();

function readSource(file, text) {
  const object = declarationObject(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  if (!object) throw new Error(`${file} must \`export default declare({ ... })\` with the declaration written as an object`);
  const properties = new Map(object.properties.flatMap((property) => (propertyName(property) ? [[propertyName(property), property]] : [])));
  // A spread (`...shared`) may bring any key: only what is written is checked.
  const spread = object.properties.some(ts.isSpreadAssignment);
  const missing = spread ? [] : REQUIRED_KEYS.filter((key) => !properties.has(key));
  if (missing.length)
    throw new Error(
      `${file}: the declaration has no ${missing.map((key) => `"${key}"`).join(", ")}. Every declaration writes ${REQUIRED_KEYS.join(", ")} ({} or [] when it has none; see CONTRIBUTING.md)`,
    );
  const valueOf = (key) => {
    const property = properties.get(key);
    return property && ts.isPropertyAssignment(property) ? literal(file, key, property.initializer) : undefined;
  };
  const view = valueOf("view");
  const stylesheets = valueOf("stylesheets");
  if (view !== undefined && typeof view !== "string") throw new Error(`${file}: the declaration's "view" is one component's name`);
  return { view, stylesheets: stylesheets === undefined ? undefined : [stylesheets].flat() };
}
