/**
 * `npm run images`: every image the stack needs, then the site's own image, `ironbark-site:local`.
 *
 * For each base image the official one is used when the engine has it or a registry gives it. When
 * none answers, or there is no official one (mtail), a stand-in is built from Debian packages: a root filesystem made by mmdebstrap and
 * imported into the engine, finished by the recipe in docker/standins/NAME. A stand-in is tagged
 * under a local name that says what it is and carries the hash of its recipe, so it is reused until
 * the recipe changes. The names used are written to docker/images.env for `npm run stack` and the
 * tests, and printed.
 */

import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildCaBundle,
  docker,
  type ImageVariable,
  imagesFile,
  localImage,
  recipeLabel,
  registryGives,
  runVisibly,
  succeeded,
} from "./engine.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const pinnedNode: string = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).devDependencies.node;

const suite = "bookworm";
const sources = [
  `deb http://deb.debian.org/debian ${suite} main`,
  `deb http://deb.debian.org/debian ${suite}-updates main`,
  `deb http://deb.debian.org/debian-security ${suite}-security main`,
];

interface BaseImage {
  variable: Exclude<ImageVariable, "SITE_IMAGE">;
  official?: string;
  standIn: {
    /** The recipe's folder in docker/standins/. */
    recipe: string;
    tag: string;
    /** Debian packages on top of the minimal base. */
    packages: string[];
    /** Files the recipe adds to its build context besides docker/standins/NAME, with what makes them differ. */
    extras?: () => { files: Record<string, string>; identity: string };
  };
}

const baseImages: BaseImage[] = [
  {
    variable: "NODE_IMAGE",
    official: "node:24-bookworm-slim",
    standIn: { recipe: "node", tag: `ironbark-standin/node:${pinnedNode}-${suite}`, packages: ["passwd"], extras: nodeAndNpm },
  },
  {
    variable: "POSTGRES_IMAGE",
    official: "postgres:17-alpine",
    standIn: { recipe: "postgres", tag: `ironbark-standin/postgres:15-${suite}`, packages: ["postgresql-15"] },
  },
  {
    variable: "EDGE_IMAGE",
    official: "nginxinc/nginx-unprivileged:1.27-alpine",
    standIn: { recipe: "nginx", tag: `ironbark-standin/nginx-unprivileged:1.22-${suite}`, packages: ["nginx", "gettext-base", "passwd"] },
  },
  {
    variable: "MTAIL_IMAGE",
    standIn: { recipe: "mtail", tag: `ironbark-mtail:3.0.0-rc50-${suite}`, packages: ["mtail"] },
  },
];

const siteImage = "ironbark-site:local";

/** The pinned Node binary that runs this script (npm puts it first on PATH) and the npm running it. */
function nodeAndNpm() {
  if (process.version !== `v${pinnedNode}`) throw new Error(`run this through npm (Node ${pinnedNode}), not Node ${process.version}`);
  const npmCli = process.env.npm_execpath;
  if (!npmCli) throw new Error("run this as `npm run images`, so that the npm to put in the image is known");
  const npmDir = join(dirname(npmCli), "..");
  const npmVersion: string = JSON.parse(readFileSync(join(npmDir, "package.json"), "utf8")).version;
  return { files: { node: process.execPath, npm: npmDir }, identity: `node ${process.version}, npm ${npmVersion}` };
}

const recipeDir = (image: BaseImage) => join(root, "docker", "standins", image.standIn.recipe);

function recipeHash(image: BaseImage, identity: string): string {
  const dir = recipeDir(image);
  const hash = createHash("sha256").update(JSON.stringify({ suite, sources, packages: image.standIn.packages, identity }));
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest("hex").slice(0, 16);
}

/** mmdebstrap's root filesystem, streamed straight into `docker import`. */
function importRootFilesystem(packages: string[], tag: string): Promise<void> {
  const excluded = ["/usr/share/doc/*", "/usr/share/man/*", "/usr/share/info/*", "/usr/share/locale/*"];
  const debootstrap = spawn(
    "mmdebstrap",
    [
      "--quiet",
      "--variant=minbase",
      `--include=${packages.join(",")}`,
      ...excluded.map((path) => `--dpkgopt=path-exclude=${path}`),
      suite,
      "-",
      ...sources,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const importer = spawn("docker", ["import", "-", tag], { stdio: ["pipe", "ignore", "inherit"] });
  debootstrap.stdout.pipe(importer.stdin);
  return Promise.all([succeeded(debootstrap, "mmdebstrap"), succeeded(importer, "docker import")]).then(() => undefined);
}

async function buildStandIn(image: BaseImage, hash: string, extraFiles: Record<string, string>) {
  const rootfs = `ironbark-standin/rootfs:${hash}`;
  await importRootFilesystem(image.standIn.packages, rootfs);
  const context = mkdtempSync(join(tmpdir(), "ironbark-standin-"));
  try {
    cpSync(recipeDir(image), context, { recursive: true });
    for (const [name, source] of Object.entries(extraFiles)) cpSync(source, join(context, name), { recursive: true });
    await runVisibly("docker", [
      "build",
      "--quiet",
      "--build-arg",
      `ROOTFS=${rootfs}`,
      "--label",
      `${recipeLabel}=${hash}`,
      "--tag",
      image.standIn.tag,
      context,
    ]);
  } finally {
    rmSync(context, { recursive: true, force: true });
    await docker("image", "rm", rootfs).catch(() => undefined);
  }
}

async function resolveBaseImage(image: BaseImage): Promise<{ name: string; how: string }> {
  if (image.official) {
    if ((await localImage(image.official)).present) return { name: image.official, how: "official, already here" };
    if (await registryGives(image.official)) return { name: image.official, how: "official, pulled" };
  }

  const extras = image.standIn.extras?.() ?? { files: {}, identity: "" };
  const hash = recipeHash(image, extras.identity);
  const existing = await localImage(image.standIn.tag);
  if (existing.recipe === hash) return { name: image.standIn.tag, how: `stand-in from Debian packages, reused (recipe ${hash})` };
  const started = performance.now();
  await buildStandIn(image, hash, extras.files);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return { name: image.standIn.tag, how: `stand-in from Debian packages, built in ${seconds} s (recipe ${hash})` };
}

async function buildSiteImage(nodeImage: string): Promise<string> {
  const caBundle = buildCaBundle();
  const caInContext = join(root, ".build-ca.pem");
  if (caBundle) copyFileSync(caBundle, caInContext);
  const started = performance.now();
  try {
    await runVisibly("docker", ["build", "--build-arg", `NODE_IMAGE=${nodeImage}`, "--tag", siteImage, root]);
  } finally {
    rmSync(caInContext, { force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return `built from the Dockerfile in ${seconds} s${caBundle ? `, npm trusting ${caBundle} during the build only` : ""}`;
}

const chosen: Partial<Record<ImageVariable, string>> = {};
// Side by side: a stand-in's time is mostly downloading and unpacking Debian packages.
await Promise.all(
  baseImages.map(async (image) => {
    const { name, how } = await resolveBaseImage(image);
    chosen[image.variable] = name;
    console.log(`images: ${image.variable}=${name} (${how})`);
  }),
);
const how = await buildSiteImage(chosen.NODE_IMAGE as string);
chosen.SITE_IMAGE = siteImage;
console.log(`images: SITE_IMAGE=${siteImage} (${how})`);

writeFileSync(
  imagesFile,
  `# Written by \`npm run images\`: the images this machine uses.\n${Object.entries(chosen)
    .map(([variable, name]) => `${variable}=${name}`)
    .join("\n")}\n`,
);
console.log(`images: written to ${fileURLToPath(imagesFile)}`);
