/**
 * The container engine as the project's scripts and tests use it: the docker CLI and whichever
 * compose is installed (the v2 plugin or Debian's v1 `docker-compose`), and the image names that
 * `npm run images` chose for this machine.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { parseEnv, promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** Runs a command to completion and returns its standard output; rejects with its standard error. */
export async function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, { env: options.env ?? process.env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${command} ${args.join(" ")} failed: ${(stderr || message).trim()}`);
  }
}

/** Resolves when a child process exits 0; rejects, naming it, when it fails or cannot start. */
export function succeeded(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${what} exited with ${signal ?? code}`))));
  });
}

/** Runs a command with its output passed through, for the long steps a person wants to watch. */
export function runVisibly(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<void> {
  const child = spawn(command, args, { stdio: "inherit", env: options.env ?? process.env, cwd: options.cwd });
  return succeeded(child, `${command} ${args.join(" ")}`);
}

export const docker = (...args: string[]) => run("docker", args);

/** The label a stand-in carries with the hash of the recipe it was built from. */
export const recipeLabel = "org.ironbark.recipe";

/** Whether the engine has an image of that name, and with which recipe label (empty when none). */
export async function localImage(name: string): Promise<{ present: boolean; recipe: string }> {
  try {
    const recipe = await docker("image", "inspect", "--format", `{{ index .Config.Labels "${recipeLabel}" }}`, name);
    return { present: true, recipe: recipe.trim().replace(/^<no value>$/, "") };
  } catch {
    return { present: false, recipe: "" };
  }
}

/** Whether a registry gives the engine that image now. */
export async function registryGives(name: string): Promise<boolean> {
  return (await docker("pull", "--quiet", name).catch(() => undefined)) !== undefined;
}

/** The compose command: the v2 plugin when the docker CLI has it, otherwise v1's `docker-compose`. */
export async function composeCommand(): Promise<[string, ...string[]]> {
  try {
    await run("docker", ["compose", "version"]);
    return ["docker", "compose"];
  } catch {
    return ["docker-compose"];
  }
}

/** The images `npm run images` wrote down, by variable name (NODE_IMAGE, POSTGRES_IMAGE, EDGE_IMAGE, MTAIL_IMAGE, SITE_IMAGE). */
export const imagesFile = new URL("./images.env", import.meta.url);

export type ImageVariable = "NODE_IMAGE" | "POSTGRES_IMAGE" | "EDGE_IMAGE" | "MTAIL_IMAGE" | "SITE_IMAGE";

export function chosenImages(): Record<ImageVariable, string> | undefined {
  if (!existsSync(imagesFile)) return undefined;
  return parseEnv(readFileSync(imagesFile, "utf8")) as Record<ImageVariable, string>;
}

/** The chosen images, or an error that tells a person what to run. */
export function requireChosenImages(): Record<ImageVariable, string> {
  const images = chosenImages();
  if (!images) throw new Error("No images chosen on this machine yet: run `npm run images` first.");
  return images;
}

/**
 * The CA bundle a build behind a TLS-inspecting proxy needs for npm: BUILD_CA_BUNDLE (empty: none),
 * else npm's own `cafile`, else the system bundle. It reaches only the image's build stage.
 */
export function buildCaBundle(): string | undefined {
  if (process.env.BUILD_CA_BUNDLE === "") return undefined;
  const candidates = [process.env.BUILD_CA_BUNDLE, process.env.npm_config_cafile, "/etc/ssl/certs/ca-certificates.crt"];
  return candidates.find((path) => path && existsSync(path));
}
