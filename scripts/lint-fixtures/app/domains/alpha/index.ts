// The alpha domain's public entry.
export { alphaTotal } from "./internal";
