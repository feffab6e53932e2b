// Files imported `with { type: "file" }` resolve to a path (embedded in the compiled executable).
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  const path: string;
  export default path;
}
declare module "swagger-ui-dist/swagger-ui.css" {
  const path: string;
  export default path;
}
