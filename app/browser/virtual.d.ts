declare module "virtual:enhancement-scripts" {
  const urls: Record<import("./enhancements.ts").Enhancement, string>;
  export default urls;
}
