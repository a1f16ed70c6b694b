declare module "virtual:enhancement-scripts" {
  const urls: Record<import("./browser/enhancements.ts").Enhancement, string>;
  export default urls;
}
