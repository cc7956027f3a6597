// ESLint: JavaScript's and typescript-eslint's recommended rules, React's rules of hooks, and nothing that
// Prettier decides (formatting is Prettier's alone: `npx prettier --check .`).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".cache/", "dist/", "dist-site/", "test-results/", "playwright-report/", "demo/server/data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules of hooks and their dependencies; not the React Compiler's rules, which this code does not target.
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Entry points register their tag's types by augmenting global interfaces and React's JSX namespace.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    files: ["tools/**", "bench/**", "demo/server/**", "*.config.*", ".ci/**", "**/*.spec.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Chai's property assertions (`expect(x).to.be.true`) are expressions.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-unused-expressions": "off",
      // A test that times out with sinon's clock installed stops its whole file from reporting (see fake-clock.ts).
      "no-restricted-properties": [
        "error",
        { object: "sinon", property: "useFakeTimers", message: "Use installFakeTimers from src/testing/fake-clock.ts." },
      ],
    },
  },
  prettier,
);
