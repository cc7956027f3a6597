// A consumer's TypeScript file that uses every tag, attribute and event of the manifest, compiled against dist/types:
// each attribute's manifest type must be the compiler's type of its property, each declared method's and property's
// manifest types the compiler's (a method called before the first render may return a promise of its result), and
// each event's detail typed.
import { className } from "../../build/declarations.mjs";
import { elementsOf } from "../../build/manifest.mjs";

const GLOBAL_TYPES = new Set(["Array", "Date", "Partial", "Record", "Readonly", "Promise"]);

/** The declared methods and properties: members other than the attributes' fields and updateComplete. */
const declaredMembers = (element) => element.members.filter((m) => m.kind === "method" || (!m.attribute && m.name !== "updateComplete"));

/** Every type text an element's manifest gives: attributes', methods' parameters and results, properties'. */
function typeTexts(element) {
  return [
    ...element.attributes.map((a) => a.type.text),
    ...declaredMembers(element).flatMap((m) => (m.kind === "method" ? [...m.parameters.map((p) => p.type.text), m.return.type.text] : [m.type.text])),
  ];
}

/** The compiler's type of a member, as its manifest entry writes it. */
function memberType(member) {
  if (member.kind === "field") return member.type.text;
  const parameters = member.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}: ${p.type.text}`).join(", ");
  const result = member.return.type.text;
  return `(${parameters}) => ${result === "void" ? "void" : `${result} | Promise<${result}>`}`;
}

export function consumerSource(manifest) {
  const elements = elementsOf(manifest);
  const named = new Set(
    elements.flatMap((e) => typeTexts(e).flatMap((text) => text.match(/\b[A-Z][A-Za-z0-9]*\b/g) ?? [])).filter((name) => !GLOBAL_TYPES.has(name)),
  );
  const lines = [
    'import type { XElement } from "x-elements";',
    ...(named.size ? [`import type { ${[...named].sort().join(", ")} } from "x-elements";`] : []),
    ...elements.map((e) => `import type { ${className(e.tagName)}Element } from "x-elements";`),
    "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;",
    "type IsAny<T> = 0 extends 1 & T ? true : false;",
    "function expectType<T extends true>(): void {}",
    "",
  ];
  for (const element of elements) {
    const type = `${className(element.tagName)}Element`;
    const v = element.tagName.replace(/-/g, "_");
    lines.push(`const ${v} = document.createElement(${JSON.stringify(element.tagName)});`);
    lines.push(`expectType<Equal<typeof ${v}, ${type}>>();`);
    lines.push(`const ${v}_base: XElement = ${v};`, `void ${v}_base.updateComplete;`);
    for (const attribute of element.attributes) {
      lines.push(`expectType<Equal<${type}[${JSON.stringify(attribute.fieldName)}], ${attribute.type.text}>>();`);
    }
    for (const member of declaredMembers(element)) {
      lines.push(`expectType<Equal<${type}[${JSON.stringify(member.name)}], ${memberType(member)}>>();`);
      if (member.readonly) lines.push(`// @ts-expect-error read-only`, `${v}.${member.name} = ${v}.${member.name};`);
    }
    for (const event of element.events) {
      // Heard on the document too (events bubble and are composed), typed through GlobalEventHandlersEventMap.
      lines.push(`document.addEventListener(${JSON.stringify(event.name)}, (event) => expectType<Equal<IsAny<typeof event.detail>, false>>());`);
      lines.push(
        `${v}.addEventListener(${JSON.stringify(event.name)}, (event) => {`,
        `  expectType<Equal<IsAny<typeof event.detail>, false>>();`,
        `  expectType<Equal<typeof event extends CustomEvent<object> ? true : false, true>>();`,
        "});",
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** How markup writes a value of the type: bare for a boolean, a number, the first literal of a union, else text. */
function markupValue(type) {
  if (type === "boolean") return "";
  if (/^number( \| null)?$/.test(type)) return "={1}";
  const literal = /^"([^"]*)"/.exec(type);
  return literal ? `="${literal[1]}"` : '=""';
}

/** React 19 JSX with every tag: a required attribute as markup writes it, and a wrong type refused. */
export function consumerJsx(manifest) {
  const elements = elementsOf(manifest);
  return [
    "export const page = (",
    "  <>",
    ...elements.map((e) => {
      const attrs = e.attributes.map((a) => `${a.name}${markupValue(a.type.text)}`).join(" ");
      return `    <${e.tagName} ${attrs} hidden>fallback</${e.tagName}>`;
    }),
    ...elements.flatMap((e) => {
      const numeric = e.attributes.find((a) => a.type.text === "number");
      return numeric ? ["    {/* @ts-expect-error an object is no number */}", `    <${e.tagName} ${numeric.name}={{}} />`] : [];
    }),
    "  </>",
    ");",
    "",
  ].join("\n");
}
