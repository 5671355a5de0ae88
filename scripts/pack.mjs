// npm run pack: every package's tarball in packs/, which is what people outside the repository install,
// since nothing of hostkit is on the npm registry. Each package's prepack builds it first.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";

const destination = "packs";
mkdirSync(destination, { recursive: true });
const packed = JSON.parse(
  execFileSync("npm", ["pack", "--workspaces", "--json", "--pack-destination", destination], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }),
);
for (const { filename } of packed) console.log(`${destination}/${filename}`);
