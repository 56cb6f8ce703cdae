// Vite's React Router plugin provides the server build as a virtual module; it is a ServerBuild.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  export const assets: ServerBuild["assets"];
  export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
  export const basename: ServerBuild["basename"];
  export const entry: ServerBuild["entry"];
  export const future: ServerBuild["future"];
  export const isSpaMode: ServerBuild["isSpaMode"];
  export const prerender: ServerBuild["prerender"];
  export const publicPath: ServerBuild["publicPath"];
  export const routes: ServerBuild["routes"];
  export const routeDiscovery: ServerBuild["routeDiscovery"];
  export const ssr: ServerBuild["ssr"];
}

// The after-paint loader's text, built from server/after-paint-loader.ts by server/after-paint-plugin.ts.
declare module "virtual:after-paint-loader" {
  const loader: string;
  export default loader;
}
