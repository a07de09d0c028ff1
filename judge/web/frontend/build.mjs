// Builds the editor bundle: `npm run build` (here, in judge/web/frontend) -> ../static/editor.js.
// Every package that ends up in the bundle must carry a permissive licence; the bundle's banner
// names each one with its version and licence.
import { build } from "esbuild";
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, "..", "static", "editor.js");
const PERMISSIVE = new Set(["MIT", "BSD-2-Clause", "BSD-3-Clause", "ISC", "0BSD", "Apache-2.0"]);

function packageOf(input) {
  const match = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  return match ? match[1] : null;
}

// First pass: which packages does the bundle pull in?
const probe = await build({
  entryPoints: [join(here, "src", "editor.js")],
  bundle: true,
  write: false,
  metafile: true,
  format: "iife",
  logLevel: "silent",
});
const packages = [...new Set(Object.keys(probe.metafile.inputs).map(packageOf).filter(Boolean))].sort();
const notices = [];
for (const name of packages) {
  const meta = JSON.parse(readFileSync(join(here, "node_modules", name, "package.json"), "utf8"));
  if (!PERMISSIVE.has(meta.license)) {
    console.error(`${name}@${meta.version}: licence ${meta.license} is not on the permissive list`);
    process.exit(1);
  }
  notices.push(`${name}@${meta.version} (${meta.license})`);
}
if (process.argv.includes("--licenses")) {
  console.log(notices.join("\n"));
  process.exit(0);
}

await build({
  entryPoints: [join(here, "src", "editor.js")],
  bundle: true,
  minify: true,
  format: "iife",
  target: ["es2020"],
  legalComments: "none",
  banner: {
    js: `/*! judge serve editor bundle, built from judge/web/frontend with \`npm run build\`. Bundled packages: ${notices.join(", ")}. Each is under the MIT licence (https://opensource.org/licenses/MIT), copyright its authors (CodeMirror and Lezer: Marijn Haverbeke and others). */`,
  },
  outfile,
  logLevel: "warning",
});
console.log(`${outfile}: ${(statSync(outfile).size / 1024).toFixed(1)} KiB, ${packages.length} packages`);
