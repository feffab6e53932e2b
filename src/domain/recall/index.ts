export { getContext, type ContextBlock, type GetContextInput } from "./context";
export { getProfile, type GetProfileInput, type Profile } from "./profile";
