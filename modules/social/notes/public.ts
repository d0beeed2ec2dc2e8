// The notes area's part of the social module's public surface (re-exported by ../index.ts).
// Nothing of this area is used outside the social module today (its pages are its own routes).
export {}
