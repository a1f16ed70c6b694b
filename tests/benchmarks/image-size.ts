import { chosenImages, docker } from "../../docker/engine.ts";

/** The site image's size as the engine reports it, next to its base, or why it was not measured. */
export async function describeImageSize(): Promise<string> {
  const images = chosenImages();
  if (!images) return "image size not measured: run `npm run images` first";
  const megabytes = async (name: string) => (Number(await docker("image", "inspect", "--format", "{{.Size}}", name)) / 1e6).toFixed(0);
  try {
    const [site, base] = await Promise.all([megabytes(images.SITE_IMAGE), megabytes(images.NODE_IMAGE)]);
    return `image ${images.SITE_IMAGE}: ${site} MB (its base ${images.NODE_IMAGE}: ${base} MB)`;
  } catch (error) {
    return `image size not measured: ${(error as Error).message}`;
  }
}
