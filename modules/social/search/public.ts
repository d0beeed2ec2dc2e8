// The search area's part of the social module's public surface (re-exported by ../index.ts).
export {}
