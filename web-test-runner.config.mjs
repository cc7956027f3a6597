import { defaultReporter } from "@web/test-runner";
import { playwrightLauncher } from "@web/test-runner-playwright";
import { launchOptions } from "./tools/browser.mjs";
import { elementEntriesPlugin } from "./tools/build/element-entries.mjs";
import { leafletTrustedTypes } from "./tools/build/leaflet-trusted-types.mjs";
import { countReporter } from "./tools/wtr/count-reporter.mjs";
import { EVERY_TEST_FILE, tagsToTest, testFiles } from "./tools/wtr/element-tests.mjs";
import { viteServe } from "./tools/wtr/vite-serve.mjs";

// X_TAGS=x-slider (`npm test -- elements x-slider`): only that element's tests, its folder's and the contract suite's
// for its tag (src/testing/contract/declarations.ts reads them in import.meta.env.X_TAGS).
const tags = tagsToTest();

export default {
  files: testFiles(tags),
  nodeResolve: false,
  concurrency: 2,
  // The contract suite is one file of some 1,500 checks (every declared tag, example, attribute and method): on a
  // busy 2-core machine it takes longer than the default 120 s for one file.
  testsFinishTimeout: 300_000,
  // A test's time limit, not a measure of speed: long enough for the first test of a file to load a heavy library
  // (pdf.js and its worker, Leaflet, video.js) cold, while another file runs beside it on a busy 2-core machine.
  testFramework: { config: { timeout: 10_000 } },
  browsers: [playwrightLauncher({ product: "chromium", launchOptions: launchOptions() })],
  plugins: [
    viteServe({
      // The pre-bundled dependencies of this checkout's test server: apart from node_modules, which several
      // checkouts of the repository may share, and whose runs would otherwise rebuild each other's bundles.
      cacheDir: ".cache/vite-wtr",
      plugins: [elementEntriesPlugin(), leafletTrustedTypes()],
      optimizeDeps: {
        // The views too: the tests import them through entry points that exist only in the server (see
        // tools/build/element-entries.mjs), which the scan for dependencies passes over.
        entries: [...EVERY_TEST_FILE, "src/*/*.tsx"],
        // Libraries an element imports on demand (import()) are not found by the scan: listed, so that no test
        // run finds them late. One found late is bundled again mid-run, and pages loaded before and after it get
        // two copies of React ("Cannot read properties of null (reading 'useState')").
        include: [
          ...["react", "react-dom", "react-dom/client", "@open-wc/testing", "sinon", "js-cookie", "zod"],
          ...["@floating-ui/dom", "swiper", "swiper/modules", "video.js", "pdfjs-dist", "topojson-client", "axe-core"],
        ],
        // Served as it is (an ES module without imports), through the plugins: a pre-bundled copy would skip them.
        exclude: ["leaflet"],
      },
      define: { "process.env.NODE_ENV": JSON.stringify("development"), "import.meta.env.X_TAGS": JSON.stringify(tags.join(",")) },
    }),
  ],
  // After the test framework, the module that keeps a failed assertion about DOM nodes reportable: without it, the
  // whole file would be reported as "did not finish" (see src/testing/reportable-failures.ts).
  testRunnerHtml: (framework) =>
    `<!doctype html><html><head></head><body><script type="module" src="${framework}"></script>` +
    `<script type="module" src="/src/testing/reportable-failures.ts"></script></body></html>`,
  reporters: [defaultReporter(), countReporter()],
  // Test pages come with a Content-Security-Policy header, as many WordPress sites' pages do: with one, the browser
  // hides nonce attributes from the page (see define-element.ts).
  middleware: [
    async (context, next) => {
      await next();
      if (context.response.is("html")) context.set("Content-Security-Policy", "frame-ancestors 'self'");
    },
  ],
  coverageConfig: { include: ["src/**/*.{ts,tsx}", "elements/**/*.ts"] },
};
