// dist/vscode.html-custom-data.json: completions and hover docs for every tag and attribute in VS Code
// (settings: "html.customData": ["./node_modules/x-elements/dist/vscode.html-custom-data.json"]).
import { elementsOf } from "./manifest.mjs";

function valuesOf(attribute) {
  // An optional attribute ("boolean | null": absent is null) takes the same values.
  const type = attribute.type.text.replace(/ \| null$/, "");
  if (type === "boolean") return [{ name: "true" }, { name: "false" }];
  const literals = [...type.matchAll(/^\s*"([^"]*)"\s*$|"([^"]*)"/g)];
  if (/^("[^"]*"\s*\|\s*)*"[^"]*"$/.test(type)) return literals.map((m) => ({ name: m[1] ?? m[2] }));
  return undefined;
}

export function buildVscodeData(manifest) {
  return {
    version: 1.1,
    tags: elementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: element.description,
      attributes: element.attributes.map((attribute) => ({
        name: attribute.name,
        description: `${attribute.description}${attribute.default === undefined ? "" : ` Default: ${attribute.default}.`}`,
        ...(valuesOf(attribute) ? { values: valuesOf(attribute) } : {}),
      })),
    })),
  };
}
